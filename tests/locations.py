"""Where the tests' own files and the project are, for every test folder."""
import os

TESTS = os.path.dirname(os.path.abspath(__file__))   # tests/: the data folders live here
ROOT = os.path.dirname(TESTS)                         # the project
