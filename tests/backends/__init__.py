"""Backend-specific tests."""
