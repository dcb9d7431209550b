"""Settings of every projection step as frozen msgspec records, and loading them from OpenClaw-named TOML.

Rule of this module: records that cannot be invalid. Defaults are OpenClaw 2026.5.6's
(``DEFAULT_CONTEXT_PRUNING_SETTINGS``, ``DEFAULT_MAX_LIVE_TOOL_RESULT_CHARS``, the 4.x guard);
``settings_from_config`` parses a config mapping with OpenClaw's option names and OpenClaw's
``computeEffectiveSettings`` coercions (floors, clamps; a bad duration keeps the default).
``ProjectionSettings.off()`` turns every step off, which makes ``project`` the identity.

The TOML layout (``agents.defaults`` may wrap it, as in OpenClaw's config)::

    contextWindow = 200000
    provider = "anthropic"
    historyLimit = 10                    # user turns; absent = no limit
    historyLimitHysteresis = false
    [contextPruning]                     # OpenClaw's names and defaults
    mode = "cache-ttl"                   # or "off"
    ttl = "5m"
    keepLastAssistants = 3
    softTrimRatio = 0.3
    hardClearRatio = 0.5
    minPrunableToolChars = 50000
    tools = { allow = [], deny = [] }
    softTrim = { maxChars = 4000, headChars = 1500, tailChars = 1500 }
    hardClear = { enabled = true, placeholder = "[Old tool result content cleared]" }
    [contextLimits]
    toolResultMaxChars = 16000           # 400000 reproduces 2.x-3.x
    [contextGuard]                       # sessionlog's name: OpenClaw has no config for it
    mode = "overflow"                    # 4.x+; "compact" = 2.26's oldest-first placeholders
    [transcriptRepair]
    erroredAssistantResultPolicy = "drop"  # or "keep"
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any, Literal

import msgspec

from ..errors import InvalidInputError

DEFAULT_CONTEXT_WINDOW = 200_000
DEFAULT_TTL_MS = 300_000
DEFAULT_PLACEHOLDER = "[Old tool result content cleared]"
DEFAULT_LIVE_TOOL_RESULT_MAX_CHARS = 16_000  # 4.15 / 5.6
MIN_KEEP_CHARS = 2000

PROVIDERS = ("anthropic", "google", "openai-responses", "openai-completions", "mistral")


class PruningSettings(msgspec.Struct, frozen=True, kw_only=True):
    """OpenClaw's cache-ttl pruner (``contextPruning``)."""

    mode: Literal["cache-ttl", "off"] = "cache-ttl"
    ttl_ms: int = DEFAULT_TTL_MS
    keep_last_assistants: int = 3
    soft_trim_ratio: float = 0.3
    hard_clear_ratio: float = 0.5
    min_prunable_tool_chars: int = 50_000
    allow: tuple[str, ...] = ()
    deny: tuple[str, ...] = ()
    soft_trim_max_chars: int = 4000
    soft_trim_head_chars: int = 1500
    soft_trim_tail_chars: int = 1500
    hard_clear_enabled: bool = True
    placeholder: str = DEFAULT_PLACEHOLDER

    @property
    def enabled(self) -> bool:
        return self.mode == "cache-ttl"


class TruncationSettings(msgspec.Struct, frozen=True, kw_only=True):
    """Live tool-result truncation: cap ``min(floor(window x 0.3) x 4, hard_cap)`` per result."""

    enabled: bool = True
    hard_cap: int = DEFAULT_LIVE_TOOL_RESULT_MAX_CHARS
    min_keep_chars: int = MIN_KEEP_CHARS


class GuardSettings(msgspec.Struct, frozen=True, kw_only=True):
    """The context guard. ``overflow`` (4.x+, default): cap single results, then report overflow.
    ``compact`` (2.26): cap single results, then replace the oldest results by a placeholder."""

    enabled: bool = True
    mode: Literal["overflow", "compact"] = "overflow"


class TurnLimitSettings(msgspec.Struct, frozen=True, kw_only=True):
    """Keep the last ``limit`` user turns (None: no limit); ``hysteresis``: 9.x batches."""

    limit: int | None = None
    hysteresis: bool = False


class RepairSettings(msgspec.Struct, frozen=True, kw_only=True):
    """Pairing repair. ``errored_policy`` for errored/aborted assistant turns with tool calls:
    ``drop`` (5.6 at replay, the default: the turn and its results go) or ``keep`` (5.6's default
    policy: kept with their matching results, nothing synthesised)."""

    enabled: bool = True
    errored_policy: Literal["drop", "keep"] = "drop"


class ProjectionSettings(msgspec.Struct, frozen=True, kw_only=True):
    """Everything ``project`` needs besides the messages. ``last_cache_touch_ms`` / ``now_ms`` are the
    TTL gate's inputs (epoch milliseconds); ``provider`` None means the generic policy."""

    context_window: int = DEFAULT_CONTEXT_WINDOW
    provider: str | None = None
    pruning: PruningSettings = PruningSettings()
    truncation: TruncationSettings = TruncationSettings()
    guard: GuardSettings = GuardSettings()
    turns: TurnLimitSettings = TurnLimitSettings()
    repair: RepairSettings = RepairSettings()
    provider_policy: bool = True
    last_cache_touch_ms: int | None = None
    now_ms: int | None = None

    def __post_init__(self) -> None:
        if self.provider is not None and self.provider not in PROVIDERS:
            raise InvalidInputError(f"unknown provider {self.provider!r} (expected one of {', '.join(PROVIDERS)})")
        if not isinstance(self.context_window, int) or self.context_window <= 0:
            raise InvalidInputError(f"context window must be a positive number of tokens, not {self.context_window!r}")

    @classmethod
    def off(cls, **overrides: Any) -> ProjectionSettings:
        """Every step off: ``project`` returns its input unchanged."""
        base = {"pruning": PruningSettings(mode="off"), "truncation": TruncationSettings(enabled=False),
                "guard": GuardSettings(enabled=False), "turns": TurnLimitSettings(),
                "repair": RepairSettings(enabled=False), "provider_policy": False}
        base.update(overrides)
        return cls(**base)


# ---------------------------------------------------------------- durations
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)?\s*$", re.IGNORECASE)
_UNIT_MS = {"ms": 1, "s": 1000, "m": 60_000, "h": 3_600_000, "d": 86_400_000}


def parse_duration_ms(value: Any, default_unit: str = "m") -> int:
    """A duration such as ``5m``, ``1h``, ``30s``, ``250ms`` or a bare number (minutes, OpenClaw's
    default unit). Raises ``InvalidInputError`` when it cannot be read."""
    if isinstance(value, bool):
        raise InvalidInputError(f"invalid duration {value!r}")
    if isinstance(value, (int, float)) and math.isfinite(value) and value >= 0:
        return int(value * _UNIT_MS[default_unit])
    m = _DURATION.match(value) if isinstance(value, str) else None
    if not m:
        raise InvalidInputError(f"invalid duration {value!r} (expected e.g. 5m, 1h, 30s, 250ms)")
    return int(float(m[1]) * _UNIT_MS[(m[2] or default_unit).lower()])


# ---------------------------------------------------------------- config
def _floor0(value: Any, default: int) -> int:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
        return max(0, math.floor(value))
    return default


def _ratio(value: Any, default: float) -> float:
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
        return min(1.0, max(0.0, float(value)))
    return default


def pruning_from_config(cfg: Mapping[str, Any] | None) -> PruningSettings:
    """``computeEffectiveSettings``: mode ``cache-ttl`` enables; ``off``, absent or anything else
    disables; numbers floored/clamped; a bad ttl keeps 5 min; a blank placeholder keeps the default."""
    if not isinstance(cfg, dict) or cfg.get("mode") != "cache-ttl":
        return PruningSettings(mode="off")
    d = PruningSettings()
    try:
        ttl = parse_duration_ms(cfg["ttl"]) if "ttl" in cfg else d.ttl_ms
    except InvalidInputError:
        ttl = d.ttl_ms
    tools = cfg.get("tools") if isinstance(cfg.get("tools"), dict) else {}
    soft = cfg.get("softTrim") if isinstance(cfg.get("softTrim"), dict) else {}
    hard = cfg.get("hardClear") if isinstance(cfg.get("hardClear"), dict) else {}
    placeholder = hard.get("placeholder")
    return PruningSettings(
        ttl_ms=ttl,
        keep_last_assistants=_floor0(cfg.get("keepLastAssistants"), d.keep_last_assistants),
        soft_trim_ratio=_ratio(cfg.get("softTrimRatio"), d.soft_trim_ratio),
        hard_clear_ratio=_ratio(cfg.get("hardClearRatio"), d.hard_clear_ratio),
        min_prunable_tool_chars=_floor0(cfg.get("minPrunableToolChars"), d.min_prunable_tool_chars),
        allow=tuple(str(x) for x in tools.get("allow") or ()),
        deny=tuple(str(x) for x in tools.get("deny") or ()),
        soft_trim_max_chars=_floor0(soft.get("maxChars"), d.soft_trim_max_chars),
        soft_trim_head_chars=_floor0(soft.get("headChars"), d.soft_trim_head_chars),
        soft_trim_tail_chars=_floor0(soft.get("tailChars"), d.soft_trim_tail_chars),
        hard_clear_enabled=hard.get("enabled", True) is not False,
        placeholder=placeholder if isinstance(placeholder, str) and placeholder.strip() else d.placeholder,
    )


def settings_from_config(config: Mapping[str, Any], **overrides: Any) -> ProjectionSettings:
    """Projection settings from a parsed config (OpenClaw names; see the module docstring).
    ``overrides`` (e.g. from command-line options) win over the file."""
    agents = config.get("agents")
    if isinstance(agents, dict) and isinstance(agents.get("defaults"), dict):
        config = {**config, **agents["defaults"]}
    values: dict[str, Any] = {}
    if "contextWindow" in config or "contextTokens" in config:
        window = config.get("contextWindow", config.get("contextTokens"))
        if not isinstance(window, int) or isinstance(window, bool) or window <= 0:
            raise InvalidInputError(f"contextWindow must be a positive integer, not {window!r}")
        values["context_window"] = window
    if "provider" in config:
        values["provider"] = config["provider"]
    if "contextPruning" in config:
        values["pruning"] = pruning_from_config(config["contextPruning"])
    limits = config.get("contextLimits")
    if isinstance(limits, dict) and "toolResultMaxChars" in limits:
        cap = limits["toolResultMaxChars"]
        if not isinstance(cap, int) or isinstance(cap, bool) or cap <= 0:
            raise InvalidInputError(f"contextLimits.toolResultMaxChars must be a positive integer, not {cap!r}")
        values["truncation"] = TruncationSettings(hard_cap=cap)
    guard = config.get("contextGuard")
    if isinstance(guard, dict):
        mode = guard.get("mode", "overflow")
        if mode not in ("overflow", "compact"):
            raise InvalidInputError(f"contextGuard.mode must be 'overflow' or 'compact', not {mode!r}")
        values["guard"] = GuardSettings(enabled=guard.get("enabled", True) is not False, mode=mode)
    if "historyLimit" in config:
        limit = config["historyLimit"]
        if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool)):
            raise InvalidInputError(f"historyLimit must be an integer, not {limit!r}")
        values["turns"] = TurnLimitSettings(limit=limit, hysteresis=config.get("historyLimitHysteresis") is True)
    repair = config.get("transcriptRepair")
    if isinstance(repair, dict):
        policy = repair.get("erroredAssistantResultPolicy", "drop")
        if policy not in ("drop", "keep"):
            raise InvalidInputError(f"erroredAssistantResultPolicy must be 'drop' or 'keep', not {policy!r}")
        values["repair"] = RepairSettings(errored_policy=policy)
    values.update(overrides)
    return ProjectionSettings(**values)


def settings_from_toml(text: str, **overrides: Any) -> ProjectionSettings:
    """``settings_from_config`` over TOML text (``tomllib``)."""
    import tomllib

    try:
        config = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise InvalidInputError(f"invalid TOML config: {e}") from e
    return settings_from_config(config, **overrides)
