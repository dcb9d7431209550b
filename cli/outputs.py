"""Printing the use cases' documents (``sessionlog.ops.results``): one JSON document, or one per line.

Data goes to stdout; the shapes are ``sessionlog.ops.results`` (``OUTPUTS`` names each command's).
"""

from __future__ import annotations

from typing import Any

import click
import msgspec

from sessionlog.ops.results import *  # noqa: F401,F403 - the documents commands print
from sessionlog.ops.results import OUTPUTS  # noqa: F401

_encoder = msgspec.json.Encoder()


def dumps(value: Any, *, indent: int = 2) -> bytes:
    data = _encoder.encode(value)
    return msgspec.json.format(data, indent=indent) if indent else data


def print_json(value: Any) -> None:
    """Exactly one JSON document on stdout."""
    click.echo(dumps(value))


def print_nl(values: Any) -> None:
    """One compact JSON document per line on stdout."""
    for value in values:
        click.echo(_encoder.encode(value))
