/** The PostgreSQL database the large tier is seeded into and the report bench reads. */
export const LARGE_DATABASE_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/adops_large';
