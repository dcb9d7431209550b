"""Side-by-side benchmarks of sessionlog against Pi 0.73.1 and the OpenAI Agents SDK (see run.py)."""
