-- A saved card remembers its holder's part of the payment form (docs/saved-cards.md): the document
-- and birth date of the last payment that went through with it, so the card form does not ask them
-- again. A card saved from "my cards" has none until its first payment.
ALTER TABLE saved_cards ADD COLUMN holder_document_type text;
ALTER TABLE saved_cards ADD COLUMN holder_document_number text;
-- The birth date as YYYY-MM-DD text: a calendar day, never shifted by a time zone.
ALTER TABLE saved_cards ADD COLUMN holder_birthdate text;
