"""Summarizers: turn a compaction plan or an abandoned branch into the stored summary text.

``base`` holds the contract (``SummaryRequest``, ``Summarizer``, errors); implementations live in
their own modules and are found by name with ``get_summarizer``.
"""

from .base import SummaryCancelled, SummarizerError, SummaryRequest, Summarizer, get_summarizer

__all__ = ["SummaryCancelled", "SummarizerError", "SummaryRequest", "Summarizer", "get_summarizer"]
