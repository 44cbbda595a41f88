-- Idempotency keys expire (IDEMPOTENCY_TTL_SECONDS); the background job deletes them by age.
CREATE INDEX "IdempotencyRecord_createdAt_idx" ON "IdempotencyRecord"("createdAt");
