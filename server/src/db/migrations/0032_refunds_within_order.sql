-- The refunds against a recharge order never add up to more than the order recharged, whichever path writes them:
-- the order's row is locked while they are summed, so two refunds written at once take turns.
CREATE FUNCTION adops_refunds_within_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recharged bigint;
  refunded bigint;
BEGIN
  IF NEW.kind <> 'refund' THEN
    RETURN NEW;
  END IF;
  SELECT amount INTO recharged FROM recharge_orders WHERE id = NEW.order_id FOR UPDATE;
  SELECT coalesce(sum(amount), 0) INTO refunded FROM settlements
    WHERE order_id = NEW.order_id AND kind = 'refund' AND id <> NEW.id;
  IF refunded + NEW.amount > recharged THEN
    RAISE EXCEPTION 'refunds of order % would reach % of its %', NEW.order_id, refunded + NEW.amount, recharged
      USING ERRCODE = 'check_violation', CONSTRAINT = 'settlements_refunds_within_order';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER settlements_refunds_within_order BEFORE INSERT OR UPDATE OF amount, order_id, kind ON settlements
  FOR EACH ROW EXECUTE FUNCTION adops_refunds_within_order();
