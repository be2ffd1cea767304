"""The phases of Neunzehnerrufen, one module each (spec §1.6–§1.13).

AUCTION (:mod:`.auction`) → TALON (:mod:`.talon`, the staged looks of Dreier,
Zweier and Einer) → EXCHANGE (:mod:`.exchange`; the Rufer draw) → CALL
(:mod:`.call`, Rufer) → ANNOUNCE (:mod:`.announce`: declarations, announcements,
who plays the dummy) → PLAY (:mod:`.play`, the core trick play).  The 2-player
form starts in EXCHANGE: its declarer always plays a Rufer.
"""
