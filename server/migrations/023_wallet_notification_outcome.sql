-- What each wallet notification did (docs/payments.md): the amount and currency it named, and its
-- outcome: applied (it moved the charge), mismatch (another amount or currency than the attempt's:
-- nothing sold, any money taken given back), refunded (an approval nobody waited for, given back),
-- unchanged (news the charge already had). Rows from before stay without them.
ALTER TABLE payment_notifications ADD COLUMN amount numeric(12,2);
ALTER TABLE payment_notifications ADD COLUMN currency text;
ALTER TABLE payment_notifications ADD COLUMN outcome text;
