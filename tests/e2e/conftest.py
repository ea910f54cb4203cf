"""The real-window tests' X server (one for each module) and the folder for their screenshots."""
from __future__ import annotations

import os

import pytest
from real_window import MISSING, Xserver


@pytest.fixture(scope="module")
def xserver():
    if MISSING:
        pytest.skip("no X server here")
    x = Xserver()
    yield x
    x.stop()


@pytest.fixture()
def shots(tmp_path):
    """Where a test keeps its screenshots: SKI_E2E_SHOTS, or the test's own folder."""
    keep = os.environ.get("SKI_E2E_SHOTS")
    folder = keep or str(tmp_path / "shots")
    os.makedirs(folder, exist_ok=True)
    return folder
