"""Importers for other agents' transcript formats (Claude Code, Codex) into Pi-shaped entries."""
