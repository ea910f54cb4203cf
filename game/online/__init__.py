"""Play across computers: an authoritative match server (server.py, on asyncio
and websockets) that runs the rules and the bots and keeps every match in a
store (store.py, SQLite), the messages it takes and sends (wire.py), one match
as it holds it (room.py), and the clients (client.py). docs/online.md says how
to host a game. The rules, the bots and the files never import this package
(import-linter)."""
