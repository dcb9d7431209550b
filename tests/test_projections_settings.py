"""Projection settings: OpenClaw's option names and coercions (computeEffectiveSettings), TOML loading."""

from __future__ import annotations

import pytest

from sessionlog.core.errors import InvalidInputError
from sessionlog.core.projections import (
    ProjectionSettings,
    PruningSettings,
    parse_duration_ms,
    settings_from_toml,
)
from sessionlog.core.projections.settings import pruning_from_config, settings_from_config


def test_defaults_are_openclaws():
    s = ProjectionSettings()
    assert s.context_window == 200_000
    p = s.pruning
    assert (p.mode, p.ttl_ms, p.keep_last_assistants, p.soft_trim_ratio, p.hard_clear_ratio,
            p.min_prunable_tool_chars) == ("cache-ttl", 300_000, 3, 0.3, 0.5, 50_000)
    assert (p.soft_trim_max_chars, p.soft_trim_head_chars, p.soft_trim_tail_chars) == (4000, 1500, 1500)
    assert p.placeholder == "[Old tool result content cleared]"
    assert s.truncation.hard_cap == 16000 and s.guard.mode == "overflow" and s.repair.errored_policy == "drop"


@pytest.mark.parametrize("text,ms", [("5m", 300_000), ("1h", 3_600_000), ("30s", 30_000), ("250ms", 250),
                                     ("2", 120_000), (2, 120_000), ("1d", 86_400_000)])
def test_durations_default_to_minutes(text, ms):
    assert parse_duration_ms(text) == ms


@pytest.mark.parametrize("bad", ["", "5 parsecs", "-1m", True, None])
def test_bad_durations_are_errors(bad):
    with pytest.raises(InvalidInputError):
        parse_duration_ms(bad)


def test_pruning_config_is_coerced_like_openclaw():
    p = pruning_from_config({"mode": "cache-ttl", "ttl": "nonsense", "keepLastAssistants": 2.7,
                             "softTrimRatio": 3, "hardClearRatio": -1, "minPrunableToolChars": -5,
                             "softTrim": {"maxChars": 10.9}, "hardClear": {"placeholder": "   "},
                             "tools": {"allow": ["ex*"], "deny": ["exec"]}})
    assert p.ttl_ms == 300_000 and p.keep_last_assistants == 2 and p.soft_trim_ratio == 1.0
    assert p.hard_clear_ratio == 0.0 and p.min_prunable_tool_chars == 0 and p.soft_trim_max_chars == 10
    assert p.placeholder == "[Old tool result content cleared]" and p.allow == ("ex*",) and p.deny == ("exec",)
    assert pruning_from_config({"mode": "adaptive"}) == PruningSettings(mode="off")


def test_toml_with_openclaw_names_and_agents_defaults():
    s = settings_from_toml('''
[agents.defaults]
contextWindow = 1000
historyLimit = 4
historyLimitHysteresis = true
[agents.defaults.contextPruning]
mode = "cache-ttl"
ttl = "1h"
hardClear = { placeholder = "[cleared]" }
[agents.defaults.contextLimits]
toolResultMaxChars = 400000
[agents.defaults.contextGuard]
mode = "compact"
[agents.defaults.transcriptRepair]
erroredAssistantResultPolicy = "keep"
''')
    assert s.context_window == 1000 and s.turns.limit == 4 and s.turns.hysteresis
    assert s.pruning.ttl_ms == 3_600_000 and s.pruning.placeholder == "[cleared]"
    assert s.truncation.hard_cap == 400_000 and s.guard.mode == "compact" and s.repair.errored_policy == "keep"


def test_overrides_win_over_the_file():
    s = settings_from_toml('contextWindow = 1000\nprovider = "google"', context_window=5, provider="mistral")
    assert (s.context_window, s.provider) == (5, "mistral")


@pytest.mark.parametrize("text", ["contextWindow = 0", 'provider = "acme"', "contextWindow = [",
                                  '[contextGuard]\nmode = "lenient"', "historyLimit = 'x'",
                                  "[contextLimits]\ntoolResultMaxChars = -1"])
def test_invalid_config_is_refused(text):
    with pytest.raises(InvalidInputError):
        settings_from_toml(text)


def test_settings_from_config_without_pruning_section_keeps_defaults():
    assert settings_from_config({}).pruning == PruningSettings()
