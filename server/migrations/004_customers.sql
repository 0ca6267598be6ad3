-- Customers: an e-mail belongs to one account whatever its case ("Ana@X.com" is "ana@x.com").
CREATE UNIQUE INDEX customers_email_folded ON customers (lower(email));

-- Failed-login marks older than the window are pruned by age.
CREATE INDEX login_failures_by_age ON login_failures (failed_at);
