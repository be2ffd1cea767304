"""Helpers of this game that are not one phase and not one of the package's
fixed top-level roles (contracts, points, tables, records ...); see
``tarock_tutor/games/README.md``.
"""
