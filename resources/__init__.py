"""Safehouse's data files: art, fonts, translations and rules. Installed, this folder is the package
`safehouse_resources` (setup.py), found through importlib.resources; see ui/paths.resources_dir."""
