"""Subcommands of `safehouse`. Each module has `add_arguments(parser)` and `run(args) -> int`.

Keep module-level imports light (stdlib only): heavy imports go inside `run`, so building the
parser never pulls in Qt, asyncio or an engine the command does not use.
"""
