-- The waiting room (docs/waiting-room.md): per function, a line that opens before the on-sale time;
-- arrivals before it are ordered by a recorded random draw, later ones in order; shoppers are let in
-- at the organiser's rate, never more than the cap at once, each with a signed, expiring turn.

CREATE TABLE waiting_rooms (
  performance_id    integer     PRIMARY KEY REFERENCES performances(id),
  -- The on-sale time (dInicio): arrivals before it are drawn at random at this instant.
  starts_at         timestamptz NOT NULL,
  -- Before this nobody is put in line.
  opens_at          timestamptz NOT NULL,
  rate_per_minute   integer     NOT NULL CHECK (rate_per_minute > 0),
  capacity          integer     NOT NULL CHECK (capacity > 0),
  turn_minutes      integer     NOT NULL CHECK (turn_minutes > 0),
  grace_minutes     integer     NOT NULL CHECK (grace_minutes > 0),
  enabled           boolean     NOT NULL DEFAULT true,
  -- The draw, recorded so it can be audited and replayed (core's queueDrawOrder(seed, arrivals)):
  -- its seed, when it ran, and the entries it ordered, by id ascending.
  draw_seed         text,
  drawn_at          timestamptz,
  draw_arrivals     integer[],
  -- The last place given in line, how many were let in since the start, the last place let in
  -- (or skipped), and when admission last ran (it runs at most once a second, on a poll).
  last_position     integer     NOT NULL DEFAULT 0,
  admitted          integer     NOT NULL DEFAULT 0,
  admitted_through  integer     NOT NULL DEFAULT 0,
  admission_run_at  timestamptz
);

-- One row per time a shopper took a place; the shopper ('c:<customer id>' or 'd:<device
-- fingerprint>') holds one live place (WAITING or INSIDE) per function at most.
CREATE TABLE waiting_room_entries (
  id               serial      PRIMARY KEY,
  performance_id   integer     NOT NULL REFERENCES waiting_rooms(performance_id),
  shopper          text        NOT NULL,
  arrived_at       timestamptz NOT NULL,
  -- Place in line; NULL until the draw for an arrival before the start.
  position         integer,
  -- The last place let in when the shopper joined (0 for a drawn place): their progress starts there.
  line_at          integer     NOT NULL DEFAULT 0,
  state            text        NOT NULL CHECK (state IN ('WAITING', 'INSIDE', 'LEFT', 'LAPSED', 'ENDED')),
  last_seen_at     timestamptz NOT NULL,
  admitted_at      timestamptz,
  turn_expires_at  timestamptz
);
CREATE UNIQUE INDEX waiting_room_live_place ON waiting_room_entries (performance_id, shopper)
  WHERE state IN ('WAITING', 'INSIDE');
CREATE INDEX waiting_room_line ON waiting_room_entries (performance_id, position) WHERE state = 'WAITING';
CREATE INDEX waiting_room_inside ON waiting_room_entries (performance_id, turn_expires_at) WHERE state = 'INSIDE';

-- What turns are signed with, drawn once by the first server that needs it and shared by all
-- (QUEUE_TURN_SECRET overrides it).
CREATE TABLE waiting_room_secret (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret  text    NOT NULL
);
