<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>HomeScreen</name>
        <message>
            <location filename="../../ui/home.py" line="46" />
            <source>Find a table on this network</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="45" />
            <source>Friends join from their computers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="45" />
            <source>Host a LAN table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="44" />
            <source>Hot-seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="49" />
            <source>How each game is played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="46" />
            <source>Join a LAN table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="44" />
            <source>Pass one screen around the room</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="47" />
            <source>Pick up where you stopped</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="43" />
            <source>Play solo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="63" />
            <source>Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="47" />
            <source>Resume a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="49" />
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="28" />
            <source>Safehouse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="50" />
            <source>Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="48" />
            <source>Step through a finished game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="30" />
            <source>The Resistance · Avalon · Bodyguard — at one table, on your LAN, or against bots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="48" />
            <source>Watch a replay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="43" />
            <source>You and bots at a table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/home.py" line="50" />
            <source>Your name, speed, language</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OptionsPanel</name>
        <message>
            <location filename="../../ui/option_widgets.py" line="35" />
            <source>This game has no options.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SetupDialog</name>
        <message>
            <location filename="../../ui/setup_dialog.py" line="217" />
            <source>At least one seat must be a person at this screen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="173" />
            <source>Bot — %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="84" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="135" />
            <source>Custom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="89" />
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="167" />
            <source>Name of seat %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="26" />
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="48" />
            <source>Number of players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="97" />
            <source>Options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="171" />
            <source>Person at this screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="55" />
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="50" />
            <location filename="../../ui/setup_dialog.py" line="56" />
            <source>Preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="93" />
            <source>Seats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="81" />
            <source>Start the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="219" />
            <source>Two seats have the same name: give everyone a different one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="170" />
            <source>Who plays seat %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <location filename="../../ui/table/table_view.py" line="19" />
            <source>Game table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>chat</name>
        <message>
            <location filename="../../ui/chat.py" line="29" />
            <source>Chat message</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/chat.py" line="23" />
            <source>Chat messages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/chat.py" line="28" />
            <source>Say something to the table…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/chat.py" line="31" />
            <source>Send</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/chat.py" line="19" />
            <source>Table chat</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>curtain</name>
        <message>
            <location filename="../../ui/curtain.py" line="41" />
            <source>Everyone else, look away. %1 has a secret choice to make.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="39" />
            <source>Everyone else, look away. %1 will see their secret role.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="42" />
            <source>I am %1 — show my screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/curtain.py" line="37" />
            <source>Pass the screen to %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>end</name>
        <message>
            <location filename="../../ui/end_panel.py" line="89" />
            <source>%1 points (%2 × 2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="58" />
            <source>%1 win!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="56" />
            <source>%1 wins!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="104" />
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="35" />
            <source>Back to the home screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="105" />
            <source>Missions — %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="30" />
            <source>Rematch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="100" />
            <source>Scores: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="56" />
            <location filename="../../ui/end_panel.py" line="58" />
            <source>The game is over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/end_panel.py" line="33" />
            <source>Watch the replay</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>game</name>
        <message>
            <location filename="../../ui/game_screen.py" line="182" />
            <source>%1, this is your secret information. Hide it when you are done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="173" />
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="124" />
            <source>At this screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="120" />
            <source>Bot · %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="75" />
            <source>Faster bots</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="73" />
            <source>Hide my screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="79" />
            <source>Leave the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="191" />
            <source>Sent. Waiting for the table…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="113" />
            <source>Setting up the table…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="68" />
            <source>Vote history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="178" />
            <source>Waiting for %1…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="180" />
            <source>Waiting…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_screen.py" line="122" />
            <source>You</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>lan</name>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="35" />
            <source>%1 bot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="13" />
            <source>A game is being played at this table right now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="19" />
            <source>Away — a bot plays for now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="22" />
            <source>Away — seat held</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="44" />
            <source>Between games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="17" />
            <source>Bot · %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="21" />
            <source>Connected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="9" />
            <source>Every seat at this table is taken. You can still watch.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="18" />
            <source>No Safehouse table answered at that address.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="15" />
            <source>Open seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="42" />
            <source>Playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="36" />
            <source>Seat %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="33" />
            <source>Seat %1 — free</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="20" />
            <source>Slow down a little: too many messages at once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="10" />
            <source>Someone else just took that seat. Pick another one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="21" />
            <source>That is not possible for your own seat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="11" />
            <source>That password is not right for this table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="17" />
            <source>That seat does not exist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="15" />
            <source>The host closed the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="14" />
            <source>The host gave your seat to someone else.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="23" />
            <source>The table refused: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="12" />
            <source>This table runs a different version of Safehouse. Use the same version as the host to join.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="19" />
            <source>Type the address as the host shows it, for example 192.168.1.20:52000.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/seat_states.py" line="45" />
            <source>Waiting for players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/lan/refusals.py" line="16" />
            <source>Your seat at this table is no longer yours.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>log</name>
        <message>
            <location filename="../../ui/log_text.py" line="113" />
            <source>%1 accuses %2: %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="106" />
            <source>%1 answers the investigation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="42" />
            <source>%1 answers with Hardcore!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="44" />
            <source>%1 discards a card face down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="51" />
            <source>%1 drank the Deadly Martini and skips a turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="63" />
            <source>%1 draws %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="56" />
            <source>%1 gathers the roles to deal them again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="65" />
            <location filename="../../ui/log_text.py" line="82" />
            <source>%1 gives %2 to %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="102" />
            <source>%1 gives the Investigator token to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="104" />
            <source>%1 investigates %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="39" />
            <source>%1 is cancelled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="73" />
            <source>%1 is discarded without effect.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="69" />
            <source>%1 is eliminated by %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="56" />
            <source>%1 now leads.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="34" />
            <source>%1 places %2 on %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="80" />
            <source>%1 plays %2 face up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="36" />
            <location filename="../../ui/log_text.py" line="68" />
            <source>%1 plays %2 on %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="69" />
            <source>%1 plays %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="54" />
            <source>%1 plays Plan B and removes %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="55" />
            <source>%1 plays Strong Leader and takes the lead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="27" />
            <source>%1 proposes %2 for mission %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="47" />
            <source>%1 receives the %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="110" />
            <source>%1 reveals: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="97" />
            <source>%1 shoots at %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="100" />
            <source>%1 shoots at %2: %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="108" />
            <source>%1 showed you: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="52" />
            <source>%1 skips a turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="95" />
            <source>%1 suggests %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="40" />
            <source>%1 takes effect on %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="84" />
            <source>%1 uses %2 to switch %3's mission card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="49" />
            <source>%1 uses the %2 on %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="120" />
            <source>%1 win: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="93" />
            <source>Evil reveals itself to choose the target together.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/game_log.py" line="17" />
            <source>Game log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="87" />
            <source>Lancelot's loyalty card: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="89" />
            <source>Lancelot's loyalty cards, in order: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="44" />
            <source>Mission %1 %2: %3 Success, %4 Fail.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="118" />
            <source>Mission %1 now counts as %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="67" />
            <source>No rescue came.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="59" />
            <source>Opinion Maker votes first: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="39" />
            <source>Rejected teams this round: %1 of 5.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="60" />
            <source>Rescue window! %1 is about to kill the President. Can the Bodyguard save them?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="58" />
            <source>Role cards collected: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="72" />
            <source>Round over (%1). Roles: %2. Scores: %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="62" />
            <source>The Bodyguard rescues the President!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="27" />
            <source>The President deals the roles again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="28" />
            <source>The President deals the secret roles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="115" />
            <source>The Spy Hunter does not accuse early.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="37" />
            <source>The fifth team goes ahead without a vote.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="21" />
            <source>The game begins with %1 players. %2 leads first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="22" />
            <source>The game begins: %1 rounds, everyone is President once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="65" />
            <source>The game is over. Winner: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="34" />
            <source>The team is %1. Approve: %2. Reject: %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="91" />
            <source>Three missions succeeded. %1 takes aim.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="46" />
            <source>You discarded %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="48" />
            <source>You drew %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="76" />
            <source>You saw %1's card: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="51" />
            <source>You saw %1's loyalty: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="78" />
            <source>You saw %1's mission card: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="30" />
            <source>You set aside: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="32" />
            <source>Your role this round: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="23" />
            <source>Your role: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="117" />
            <source>a failure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="99" />
            <source>a hit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="99" />
            <source>a miss</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="117" />
            <source>a success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="33" />
            <source>approved</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="43" />
            <source>failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="33" />
            <source>rejected</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="112" />
            <source>right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="43" />
            <source>succeeded</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="112" />
            <source>wrong</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_bodyguard.py" line="24" />
            <source>— Round %1 — %2 is President.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/log_text.py" line="25" />
            <source>— Round %1 — %2 leads.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../../ui/main_window.py" line="125" />
            <source>LAN tables</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="125" />
            <source>Playing over the network arrives in the next update. Until then, play hot-seat on one screen or solo against bots. (The headless `safehouse host` and `safehouse join` commands already work.)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="42" />
            <source>Safehouse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/main_window.py" line="70" />
            <source>Something went wrong</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <location filename="../../ui/names.py" line="139" />
            <source>A Hunter accuses</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="131" />
            <source>A mission card may be switched</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="160" />
            <source>A mission card you saw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="142" />
            <source>A player's turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="117" />
            <source>Accuse a player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="118" />
            <source>Accuse now?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="138" />
            <source>An investigation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="161" />
            <source>An investigation answer you saw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="149" />
            <source>Answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="116" />
            <source>Answer the investigation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="92" />
            <location filename="../../ui/names.py" line="92" />
            <source>Answer with Hardcore?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="154" />
            <source>Approve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="19" />
            <source>Arthur's loyal servants against Mordred's minions — and Merlin must stay hidden. 5–10 players.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="26" />
            <source>Assassin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="32" />
            <source>Blind Spy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="32" />
            <source>Body Guard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="15" />
            <location filename="../../ui/names.py" line="37" />
            <source>Bodyguard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="147" />
            <source>Card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="48" />
            <source>Chief</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="47" />
            <source>Chief Fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="28" />
            <source>Cleric</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="31" />
            <source>Commander</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="35" />
            <source>Coordinator</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="59" />
            <source>Deadly Martini</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="36" />
            <source>Deep Agent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="32" />
            <source>Deep Cover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="59" />
            <source>Dirty Trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="105" />
            <source>Discard a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="35" />
            <source>Dummy Agent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="166" />
            <source>Easy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="51" />
            <source>Establish Confidence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="122" />
            <source>Everyone votes on the team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="41" />
            <source>Evil</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="55" />
            <source>Excalibur</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="167" />
            <source>Expert</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="47" />
            <source>Fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="31" />
            <source>False Commander</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="149" />
            <source>From</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="114" />
            <source>Give the Investigator token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="150" />
            <source>Give to</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="41" />
            <source>Good</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="106" />
            <source>Hand out the plot card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="100" />
            <source>Hand over the token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="167" />
            <source>Hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="60" />
            <source>Hardcore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="150" />
            <source>Hit to remove</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="53" />
            <source>In the Spotlight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="135" />
            <source>In the Spotlight can be played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="57" />
            <source>Inquisitor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="115" />
            <source>Investigate a player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="57" />
            <source>Investigator</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="29" />
            <source>Isolde</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="136" />
            <source>Keeping a Close Eye can be played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="53" />
            <source>Keeping a Close Eye on You</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="55" />
            <source>Lady of the Lake</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="30" />
            <source>Lancelot (evil)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="30" />
            <source>Lancelot (good)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="102" />
            <source>Leave the cards as they are</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="151" />
            <source>Location</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="110" />
            <source>Look at a mission card?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="107" />
            <source>Look at a neighbour's card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="24" />
            <location filename="../../ui/names.py" line="25" />
            <source>Loyal Servant of Arthur</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="160" />
            <source>Loyalty you saw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="26" />
            <source>Merlin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="24" />
            <location filename="../../ui/names.py" line="25" />
            <source>Minion of Mordred</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="148" />
            <source>Mission</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="250" />
            <source>Mission %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="27" />
            <source>Mordred</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="28" />
            <source>Mordred (Assassin)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="27" />
            <source>Morgana</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="172" />
            <source>Morgana without Percival has nobody to fool.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="89" />
            <source>Name Tristan and Isolde</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="88" />
            <source>Name your target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="252" />
            <source>No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="58" />
            <source>No Change</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="52" />
            <source>No Confidence</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="134" />
            <source>No Confidence can be played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="166" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="48" />
            <source>Not a Chief</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="27" />
            <source>Oberon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="51" />
            <source>Open Up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="54" />
            <source>Opinion Maker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="50" />
            <source>Overheard Conversation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="104" />
            <location filename="../../ui/names.py" line="155" />
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="26" />
            <source>Percival</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="171" />
            <source>Percival without Merlin has nobody to look for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="91" />
            <source>Place a hit card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="60" />
            <source>Plan B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="95" />
            <source>Play Deadly Martini</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="95" />
            <source>Play Dirty Trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="96" />
            <source>Play Hardcore</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="113" />
            <source>Play No Confidence?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="94" />
            <source>Play Plan B</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="112" />
            <source>Play Strong Leader?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="103" />
            <source>Play a card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="87" />
            <source>Play a mission card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="155" />
            <source>Play it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="149" />
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="37" />
            <source>President</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="36" />
            <source>Pretender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="85" />
            <source>Propose the team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="20" />
            <source>Protect the President — or be the assassin who gets through. 4–8 players.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="111" />
            <source>Put someone in the spotlight?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="166" />
            <source>Random (testing)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="94" />
            <source>Reassign the roles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="56" />
            <source>Ref of the Rain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="154" />
            <source>Reject</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="91" />
            <source>Rescue the President</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="23" />
            <source>Resistance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="34" />
            <location filename="../../ui/names.py" line="49" />
            <source>Resistance Chief</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="33" />
            <source>Resistance Hunter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="18" />
            <source>Resistance operatives against hidden spies. Three missions decide it. 5–10 players.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="150" />
            <source>Role</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="159" />
            <source>Role cards in your hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="98" />
            <source>See a player's loyalty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="57" />
            <source>Sergeant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="93" />
            <source>Set a role card aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="108" />
            <source>Show your card to a player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="99" />
            <source>Show your loyalty to a player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="56" />
            <source>Sire of the Sea</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="23" />
            <source>Spy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="34" />
            <location filename="../../ui/names.py" line="49" />
            <source>Spy Chief</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="33" />
            <source>Spy Hunter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="50" />
            <source>Strong Leader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="133" />
            <source>Strong Leader can be played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="47" />
            <source>Success</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="90" />
            <source>Suggest a target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="58" />
            <source>Switch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="101" />
            <source>Switch a mission card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="52" />
            <source>Take Responsibility</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="109" />
            <source>Take a plot card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="148" />
            <source>Target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="148" />
            <source>Targets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="147" />
            <source>Team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="173" />
            <source>The Assassin has no one to shoot at: there is no Merlin, Cleric or pair of lovers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="125" />
            <source>The Assassin is taking aim</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="159" />
            <source>The Bodyguard is one of</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="127" />
            <source>The Inquisitor is used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="126" />
            <source>The Lady of the Lake is used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="123" />
            <source>The Opinion Makers vote first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="142" />
            <source>The President sets a role card aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="129" />
            <source>The Ref of the Rain is used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="13" />
            <source>The Resistance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="14" />
            <source>The Resistance: Avalon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="128" />
            <source>The Sire of the Sea is used</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="140" />
            <source>The Spy Hunter may accuse early</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="141" />
            <source>The game is over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="137" />
            <source>The leader gives out the Investigator token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="132" />
            <source>The leader hands out plot cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="130" />
            <source>The leader hands over a token</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="121" />
            <source>The leader is choosing a team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="143" />
            <source>The rescue window is open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="158" />
            <source>The role card set aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="124" />
            <source>The team is on the mission</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="170" />
            <source>There is no Merlin: the Assassin's shot can only aim at other roles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="151" />
            <source>Time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="29" />
            <source>Tristan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="97" />
            <source>Use the Lady of the Lake</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="86" />
            <source>Vote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="143" />
            <location filename="../../ui/names.py" line="144" />
            <source>Waiting for a Hardcore answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="151" />
            <source>Weapon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="61" />
            <location filename="../../ui/names.py" line="151" />
            <source>Weather</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="174" />
            <source>With 5 players and Percival, also add Mordred or Morgana.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="252" />
            <source>Yes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="158" />
            <source>You discarded face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="161" />
            <source>Your mission card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="93" />
            <source>Your turn: play one card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="147" />
            <source>Your vote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="71" />
            <source>a Hunter found a Chief</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="79" />
            <source>an Assassin got the President</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="77" />
            <source>every player has been President: the most points win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="73" />
            <source>evil hunted down the Cleric and one more role</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="66" />
            <source>five teams were rejected in one round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="67" />
            <location filename="../../ui/names.py" line="68" />
            <source>the Assassin found Merlin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="72" />
            <source>the Assassin found Tristan and Isolde</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="70" />
            <source>the Assassin found the Commander</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="74" />
            <source>the Assassin found their target</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="75" />
            <source>the Assassin missed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="69" />
            <source>the Assassin missed Merlin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="42" />
            <location filename="../../ui/names.py" line="43" />
            <source>the Assassins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="43" />
            <source>the Bodyguard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="80" />
            <source>the Bodyguard rescued the President</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="81" />
            <source>the President took out an Assassin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="42" />
            <source>the President's side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="40" />
            <source>the Resistance</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="40" />
            <source>the Spies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="82" />
            <source>the cards ran out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="76" />
            <source>the most points after every round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="44" />
            <source>the tied players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="65" />
            <source>three missions failed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/names.py" line="64" />
            <source>three missions succeeded</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>options</name>
        <message>
            <location filename="../../ui/options_text.py" line="64" />
            <source>After a failed quest the holder sees one player's loyalty; that player takes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="41" />
            <source>After four rejections in a round the fifth team goes without a vote.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="44" />
            <source>After missions 2–4 the holder sees one player's loyalty; that player takes the token.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="62" />
            <source>After quests 2–4 the holder sees one player's loyalty; that player takes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="63" />
            <source>After quests 2–4 the holder shows their loyalty to one player, who takes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="17" />
            <source>Assassin module</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="12" />
            <source>Blind Spies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="21" />
            <source>Blind Spy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="18" />
            <source>Body Guard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="51" />
            <source>Chiefs and Hunters; an investigation each mission; Hunters accuse Chiefs to decide the end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="29" />
            <source>Cleric hunt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="24" />
            <source>Coordinator</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="25" />
            <source>Deep Agent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="20" />
            <source>Deep Cover</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="23" />
            <source>Dummy Agent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="36" />
            <source>Excalibur</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="19" />
            <source>False Commander</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="11" />
            <source>Fifth team goes without a vote</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="40" />
            <source>House rule: the leader always votes Approve and is not asked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="22" />
            <source>Hunter module</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="15" />
            <source>Inquisitor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="33" />
            <source>Lady of the Lake</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="31" />
            <source>Lancelot: evil Lancelot must fail</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="30" />
            <source>Lancelot: loyalty cards face up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="32" />
            <source>Lancelot: the Lancelots see each other</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="10" />
            <source>Leader always approves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="69" />
            <source>Mordred is the Assassin · %1 players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="57" />
            <source>No Assassin card: a random evil player shoots after the evil team confers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="70" />
            <source>Online-style (team assassination) · %1 players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="13" />
            <location filename="../../ui/options_text.py" line="14" />
            <source>Plot cards (The Plot Thickens)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="26" />
            <source>Pretender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="68" />
            <source>Recommended · %1 players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="35" />
            <source>Ref of the Rain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="53" />
            <source>Resistance: known to the Resistance Chiefs; the Spy Hunter wins by finding it too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="55" />
            <source>Resistance: looks like a second possible Deep Agent to the spies.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="52" />
            <source>Resistance: may answer an investigation either way.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="47" />
            <source>Resistance: sees the Commander and the False Commander, not knowing which is which.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="16" />
            <source>Sergeant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="34" />
            <source>Sire of the Sea</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="27" />
            <source>Special roles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="56" />
            <source>Special roles in play; Loyal Servants and Minions fill the other seats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="42" />
            <source>Spies are not told who the other spies are.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="54" />
            <source>Spy: does not know the other spies.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="49" />
            <source>Spy: hidden from the Commander.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="48" />
            <source>Spy: looks like the Commander to the Body Guard.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="9" />
            <source>Targeting</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="28" />
            <source>Team assassination</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="46" />
            <source>The Commander knows the spies; after three successes the Assassin may shoot the Commander.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="60" />
            <source>The Lancelot who is evil must play Fail on quests.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="43" />
            <source>The first leader of each round draws plot cards and hands them out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="65" />
            <source>The leader arms a team member, who may switch one other member's card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="45" />
            <source>The leader names a team member, who may switch one other member's card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="39" />
            <source>The leader picks which mission to attempt; mission 5 only after two successes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="59" />
            <source>The loyalty cards are dealt face up, so the switches are known.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="50" />
            <source>The spies do not know the Blind Spy and it does not know them; the Commander does.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="61" />
            <source>The two Lancelots open their eyes and see each other.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/options_text.py" line="58" />
            <source>With the Cleric in play, evil may hunt the Cleric and one more role instead of Merlin.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>prompt</name>
        <message>
            <location filename="../../ui/prompt.py" line="243" />
            <source>%1 of %2 chosen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/card_prompt.py" line="36" />
            <source>Choose a card (or click it in your hand):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/prompt.py" line="165" />
            <source>Which one</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>reject</name>
        <message>
            <location filename="../../ui/reject_text.py" line="36" />
            <source>Already connected.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="24" />
            <source>Choose a member of the team.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="18" />
            <source>Choose the right number of players.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="12" />
            <source>It is not your turn to decide.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="41" />
            <source>Join the table first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="58" />
            <source>Not accepted: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="42" />
            <source>Only the host can do that.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="15" />
            <source>Something is missing from that choice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="43" />
            <source>Take a seat first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="27" />
            <source>That card is not in your hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="16" />
            <source>That choice has something extra in it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="17" />
            <source>That choice is not allowed now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="13" />
            <source>That message could not be read.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="51" />
            <source>That message was too large.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="23" />
            <source>That mission cannot be chosen now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="14" />
            <source>That move is not possible now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="28" />
            <source>That player already has a hit of this type.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="25" />
            <source>That player cannot be chosen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="26" />
            <source>That player cannot be targeted.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="30" />
            <source>That role cannot be chosen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="11" />
            <source>That seat is not at this table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="46" />
            <source>That seat is taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="48" />
            <source>That table runs a different version of Safehouse.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="29" />
            <source>The Bodyguard cannot place the President's last hit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="39" />
            <source>The game has not started yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="40" />
            <source>The game is already running.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="10" />
            <source>The game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="49" />
            <source>The host removed you from the table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="22" />
            <source>The leader always approves in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="19" />
            <source>The same choice appears twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="50" />
            <source>The table has closed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="45" />
            <source>The table is full.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="44" />
            <source>The table is not ready yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="32" />
            <source>The table moved on; look again and choose.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="47" />
            <source>There is no such seat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="34" />
            <source>This seat belongs to someone else.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="33" />
            <source>Too fast — wait a moment.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="35" />
            <source>Wrong password.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="38" />
            <source>You already have a seat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="37" />
            <source>You are already at this table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="21" />
            <source>You must play Fail.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/reject_text.py" line="20" />
            <source>Your side must play Success.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>replay</name>
        <message>
            <location filename="../../ui/replay_screen.py" line="74" />
            <source>Back to the home screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="68" />
            <source>End ⏭</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="67" />
            <source>Next ▶</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="62" />
            <source>Replay position</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="77" />
            <source>Replay — %1, every card face up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="45" />
            <source>Seat %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="90" />
            <source>Step %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="66" />
            <source>⏮ Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/replay_screen.py" line="66" />
            <source>◀ Back</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>rules</name>
        <message>
            <location filename="../../ui/rules_dialog.py" line="18" />
            <source>Avalon plays like The Resistance, with loyal servants of Arthur against Mordred's minions. Merlin knows the minions but must stay hidden: if good completes three quests, the Assassin names one player — if it is Merlin, evil wins. Percival, Morgana, Mordred, Oberon and the Lady of the Lake add twists.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="22" />
            <source>Each round one player is the President; the others are secretly the Bodyguard or Assassins. On your turn, play one card: a hit card on another player (a weapon, a place, the weather or a time — never a type they already have), an action, or a discard. Four different hits eliminate a player. The Bodyguard protects the President and may rescue them; the Assassins try to get through. Everyone is President once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="12" />
            <source>Most players are the Resistance; a few are Spies, who know each other. Each round a leader proposes a team for the next mission and everyone votes at once. A majority approves; a tie rejects. Five rejected teams in a round and the Spies win. On a mission, each member secretly plays Success or Fail — the Resistance must play Success. One Fail sinks the mission (two on mission 4 with 7 or more players). Three successful missions win for the Resistance; three failed ones for the Spies.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/rules_dialog.py" line="33" />
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>saved</name>
        <message>
            <location filename="../../ui/saved_games.py" line="75" />
            <source>%1 — %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="57" />
            <source>%1 — %2 — %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="71" />
            <source>No saved games yet: play one first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="50" />
            <source>No unfinished games were found.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="50" />
            <source>Resume a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/saved_games.py" line="71" />
            <source>Watch a replay</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>settings</name>
        <message>
            <location filename="../../ui/settings_dialog.py" line="34" />
            <source>A new language applies the next time Safehouse starts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="30" />
            <source>Animations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="31" />
            <source>Bot pace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="19" />
            <location filename="../../ui/settings_dialog.py" line="23" />
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="23" />
            <source>Instant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="33" />
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="19" />
            <location filename="../../ui/settings_dialog.py" line="22" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="19" />
            <source>Off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="22" />
            <source>Relaxed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="15" />
            <source>Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="25" />
            <source>Show the vote history beside the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="20" />
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="27" />
            <source>System language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="29" />
            <source>Your name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/settings_dialog.py" line="18" />
            <source>Your name at the table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>setup</name>
        <message>
            <location filename="../../ui/setup_dialog.py" line="249" />
            <source>%1 already is the %2: leave %2 out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="240" />
            <source>%1 cannot be combined with %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="247" />
            <source>%1 is listed twice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="245" />
            <source>%1 is only played together with %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="243" />
            <source>%1 needs %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="260" />
            <source>Merlin and the Assassin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="251" />
            <source>Team assassination has no Assassin card: leave %1 out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="253" />
            <source>The end-of-game shot needs an Assassin, Mordred (Assassin) or team assassination.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="236" />
            <source>Too many evil roles (%1): only %2 evil seats at %3 players.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/setup_dialog.py" line="238" />
            <source>Too many good roles (%1): only %2 good seats at %3 players.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>table</name>
        <message>
            <location filename="../../ui/table/captions.py" line="53" />
            <source> or </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="139" />
            <source>%1 cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="24" />
            <source>%1 hit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="49" />
            <source>%1 is %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="21" />
            <source>%1 is choosing %2 players for mission %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="19" />
            <source>%1 is choosing a mission and its team</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="115" />
            <source>%1 players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="36" />
            <source>%1 plays %2 on %3 — Hardcore?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="139" />
            <source>%1 pts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="56" />
            <source>%1 showed you their loyalty: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="32" />
            <source>%1 win the game!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="12" />
            <source>%1 win — %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="33" />
            <source>%1 wins the game!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="113" />
            <source>%1 ✓   %2 ✗</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="41" />
            <source>%1's turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="53" />
            <location filename="../../ui/table/captions.py" line="59" />
            <location filename="../../ui/table/captions.py" line="61" />
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="29" />
            <source>%1: waiting for %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="196" />
            <source>Discards: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="193" />
            <source>Draw pile: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="141" />
            <source>Eliminated</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="23" />
            <source>Everyone votes on %1's team for mission %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/mission_scene.py" line="111" />
            <source>Leader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="25" />
            <source>Mission %1 is under way: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="118" />
            <source>Mission %1 needs two Fail cards to fail.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="73" />
            <source>Missions</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="222" />
            <source>Rescue window! %1 is about to kill the President.
Waiting for: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_scene.py" line="158" />
            <source>Round %1 of %2 · %3 is President</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="132" />
            <source>Team %1 of 5 this round · five rejections and %2 win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/bodyguard_cards.py" line="43" />
            <source>The President sets one role card aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/mission_track.py" line="63" />
            <source>This mission fails only with two Fail cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="27" />
            <source>Three missions succeeded. The Assassin is taking aim…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="40" />
            <source>You are %1 (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/table/captions.py" line="42" />
            <source>You are %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>votes</name>
        <message>
            <location filename="../../ui/vote_grid.py" line="34" />
            <source>#</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="44" />
            <source>%1·%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="54" />
            <source>Approve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="63" />
            <source>Auto</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="45" />
            <source>Mission %1, team %2. Leader: %3. Team: %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="61" />
            <source>No</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="34" />
            <source>OK</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="54" />
            <source>Reject</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="23" />
            <source>Vote history</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../ui/vote_grid.py" line="61" />
            <source>Yes</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
