"""Vote, proposal and mission likelihoods measured from 600 games a player count with every seat
drawn per game from the field `gauntlet` (generated: do not edit; calibrate.py refits it).

Refit after changing how the field plays:
    python -m desktop.bots.mission.calibrate fit gauntlet 600
"""

FIELD = 'gauntlet'
FITTED = {
    5: {'approve': {(True, True, True, True): 0.973, (True, True, True, False): 0.951, (True, True, False, True): 1.0, (True, True, False, False): 0.721, (True, False, True, True): 0.6, (True, False, True, False): 0.25, (True, False, False, True): 0.069, (True, False, False, False): 0.121, (False, True, True, True): 1.0, (False, True, True, False): 0.616, (False, True, False, True): 1.0, (False, True, False, False): 0.352, (False, False, True, True): 1.0, (False, False, True, False): 0.828, (False, False, False, True): 1.0, (False, False, False, False): 0.531}, 'passing': {'first': 0.312, 'later': 0.192, 'deciding': 0.0}, 'leader_dirty': {True: 1.0, False: 0.458}},
    7: {'approve': {(True, True, True, True): 0.941, (True, True, True, False): 0.901, (True, True, False, True): 0.824, (True, True, False, False): 0.638, (True, False, True, True): 0.6, (True, False, True, False): 0.25, (True, False, False, True): 0.063, (True, False, False, False): 0.162, (False, True, True, True): 1.0, (False, True, True, False): 0.597, (False, True, False, True): 1.0, (False, True, False, False): 0.393, (False, False, True, True): 1.0, (False, False, True, False): 0.818, (False, False, False, True): 1.0, (False, False, False, False): 0.488}, 'passing': {'first': 0.316, 'later': 0.2, 'deciding': 0.057}, 'leader_dirty': {True: 1.0, False: 0.57}},
    10: {'approve': {(True, True, True, True): 0.911, (True, True, True, False): 0.892, (True, True, False, True): 0.793, (True, True, False, False): 0.654, (True, False, True, True): 0.6, (True, False, True, False): 0.25, (True, False, False, True): 0.112, (True, False, False, False): 0.15, (False, True, True, True): 1.0, (False, True, True, False): 0.589, (False, True, False, True): 1.0, (False, True, False, False): 0.408, (False, False, True, True): 1.0, (False, False, True, False): 0.749, (False, False, False, True): 1.0, (False, False, False, False): 0.513}, 'passing': {'first': 0.369, 'later': 0.192, 'deciding': 0.032}, 'leader_dirty': {True: 1.0, False: 0.724}},
}
