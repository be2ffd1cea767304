"""The five games.  Importing this package registers every variant."""
from tarock_tutor.games import cego as cego
from tarock_tutor.games import neunzehner as neunzehner
