"""The desktop UI: widgets, scenes and dialogs. It draws views sent by the host and sends commands back.

Never imports the app shell (desktop/app.py, desktop/cli.py); never reads engine state.
"""
