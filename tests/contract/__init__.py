"""The conformance suite: every store behaviour, run once per backend (``conftest.BACKENDS``)."""
