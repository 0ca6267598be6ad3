-- A take holds every place it asks for or none. A take that is one statement with no transaction
-- around it (a shopper's first take, see domain/process/firstTake.ts) calls this with the keys it
-- could not claim: the error undoes the whole statement, its new purchase process included.
CREATE FUNCTION refuse_partial_hold(missed_keys text[]) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(missed_keys) > 0 THEN
    RAISE EXCEPTION 'places already taken' USING ERRCODE = 'BT409', DETAIL = array_to_string(missed_keys, ' ');
  END IF;
  RETURN true;
END
$$;
