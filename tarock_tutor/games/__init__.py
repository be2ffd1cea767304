"""The five games.  Importing this package registers every variant."""
