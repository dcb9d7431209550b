"""Adapters that let other agent frameworks keep their sessions in sessionlog."""
