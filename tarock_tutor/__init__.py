"""tarock_tutor: a rules engine for five historical tarot card games."""
