-- Bookings (reservas, docs/bookings.md): places the box office set aside for a customer, to be bought
-- before expires_at. While a booking lives its places are claims in place_claims like any hold, so
-- the one primary key there still makes a double sale impossible.

-- What a booking set aside. Its places rest with holder_process_id, a process no key opens; buying
-- them moves their claims to the customer's purchase, and leaving that purchase moves them back.
CREATE TABLE bookings (
  id                 serial      PRIMARY KEY,
  customer_id        integer     NOT NULL REFERENCES customers(id),
  performance_id     integer     NOT NULL REFERENCES performances(id),
  holder_process_id  integer     NOT NULL UNIQUE REFERENCES purchase_processes(id),
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL
);
CREATE INDEX bookings_by_customer ON bookings (customer_id, created_at);

-- The places as they were set aside, with their price: the list a booking shows whatever became of
-- its claims, and the price a place goes back to when a purchase of it (maybe with a promotion) is left.
CREATE TABLE booking_places (
  booking_id      integer NOT NULL REFERENCES bookings(id),
  place_key       text    NOT NULL,
  sector_id       integer NOT NULL REFERENCES map_sectors(id),
  seat_id         integer REFERENCES map_seats(id),
  price           numeric(12,2) NOT NULL,
  service_charge  numeric(12,2) NOT NULL,
  PRIMARY KEY (booking_id, place_key)
);

-- A claim of a booked place names its booking (NULL for any other claim). Its expires_at is the
-- booking's (or the purchase's, if later), so the place is nobody else's while the booking lives.
ALTER TABLE place_claims ADD COLUMN booking_id integer REFERENCES bookings(id);
CREATE INDEX place_claims_by_booking ON place_claims (booking_id) WHERE booking_id IS NOT NULL;
