"""Only what pyproject.toml cannot say: the top-level resources/ folder installs as the package
`safehouse_resources` (setuptools' pyproject table cannot list found packages and a renamed one)."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["desktop", "desktop.*", "ui", "ui.*"]) + ["safehouse_resources"],
    package_dir={"safehouse_resources": "resources"},
)
