"""Suite-wide setup. Qt must render offscreen: without a display pytest-qt would abort the interpreter."""
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests never write into the real user's data directory.
os.environ.setdefault("SAFEHOUSE_DATA_DIR", tempfile.mkdtemp(prefix="safehouse-test-data-"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
