-- The shopper's language (Accept-Language, es or en: core's answerLanguageOf).
--
-- Every catalogue text a shopper reads has its English beside it (fixtures/catalog/README.md: a
-- `…En` field next to each Spanish one); the API answers the one of the caller's language, falling
-- back to the Spanish where a row has none. The seed writes them from fixtures/catalog into a new
-- database; one seeded before this migration gets the demo billboard's here.
ALTER TABLE show_types ADD COLUMN name_en text;
ALTER TABLE delivery_types ADD COLUMN name_en text;
ALTER TABLE payment_methods ADD COLUMN name_en text;
ALTER TABLE promotions ADD COLUMN name_en text;
ALTER TABLE promotions ADD COLUMN description_en text;
ALTER TABLE extra_products ADD COLUMN name_en text;
ALTER TABLE extra_products ADD COLUMN description_en text;

UPDATE show_types AS target SET name_en = english.name_en
FROM (VALUES
  (1, 'Theatre'),
  (2, 'Music'),
  (3, 'Comedy'),
  (4, 'Children'),
  (5, 'Dance'),
  (6, 'Sports'),
  (7, 'Opera'),
  (8, 'Circus')
) AS english (id, name_en)
WHERE target.id = english.id;

UPDATE delivery_types AS target SET name_en = english.name_en
FROM (VALUES
  (1, 'E-ticket'),
  (2, 'Box office pickup'),
  (3, 'Home delivery')
) AS english (id, name_en)
WHERE target.id = english.id;

UPDATE payment_methods AS target SET name_en = english.name_en
FROM (VALUES
  (1, 'Credit card'),
  (2, 'Debit card')
) AS english (id, name_en)
WHERE target.id = english.id;

UPDATE promotions AS target SET name_en = english.name_en, description_en = english.description_en
FROM (VALUES
  (1, '2-for-1 on Wednesdays', 'Buy two tickets, pay for one, at every Wednesday performance of theatre, stand-up and dance.'),
  (2, '20% off with Banco Pampa Visa', 'Pay with a Banco Pampa Visa credit card and get 20% off every show, every day.'),
  (3, 'Retirees: 30% off Tuesday to Thursday', 'Retirees and pensioners pay 30% less from Tuesday to Thursday for theatre, opera and dance, showing their card at the door.'),
  (4, 'Banco Andino Thursdays: 15% off', 'Every Thursday, 15% off when you pay with a Banco Andino Mastercard, credit or debit.'),
  (5, '2-for-1 children''s shows on Saturdays', 'On Saturdays, two tickets for the price of one at every children''s show.')
) AS english (id, name_en, description_en)
WHERE target.id = english.id;

-- The products of 003, which are reference data rather than catalogue files.
UPDATE extra_products SET name_en = 'Parking', description_en = 'A space in the venue''s garage during the performance' WHERE id = 1;
UPDATE extra_products SET name_en = 'Printed programme' WHERE id = 2;

-- The language of a purchase, taken from the Cobrar call that paid it: the order's e-ticket and its
-- confirmation mail are written in it, whatever language the shopper reads later.
ALTER TABLE charges ADD COLUMN language text NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en'));
ALTER TABLE orders ADD COLUMN language text NOT NULL DEFAULT 'es' CHECK (language IN ('es', 'en'));

-- Why a charge was declined or cancelled, as a code (core's PAYMENT_REASONS; PaymentStatus.cMotivo):
-- the shop says it in the shopper's language. NULL for a charge that was neither.
ALTER TABLE charges ADD COLUMN reason text;

-- A ticket keeps the name of its promotion as it was sold, in both languages: the history shows the
-- shopper's, the e-ticket the purchase's.
ALTER TABLE tickets ADD COLUMN promotion_name_en text;
