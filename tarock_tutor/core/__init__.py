"""The pure-Python rules core: no third-party imports, so it also runs under Pyodide."""
