import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { queryRows } from '../rows';
import { DEMO_KEY } from '../../connectors/wecom/fakeRobots';
import { WEBHOOK_PATH } from '../../connectors/wecom/protocol';

/**
 * The demo's group robots: each department's internal group, and the groups of the three customers that spent
 * most last month, posting to `base` (the server's fake robots unless a real webhook base is set).
 */
export async function seedRobots(tx: Executor, base: string): Promise<number> {
  const hook = (name: string) => `${base}${WEBHOOK_PATH}?key=${DEMO_KEY}${name}`;
  const departments = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from departments where parent_id is not null order by sort, id limit 4`,
  );
  const customers = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select c.id, c.name from customers c join customer_monthly m on m.customer_id = c.id
      where m.month = date_trunc('month', now() - interval '1 month')::date
      order by m.fee desc limit 3`,
  );
  const robots = [
    ...departments.map((d) => ({
      name: `${d.name}内部群`,
      kind: 'internal',
      customerId: null,
      departmentId: d.id,
      webhookUrl: hook(`department-${d.id}`),
    })),
    ...customers.map((c) => ({
      name: `${c.name}客户群`,
      kind: 'customer',
      customerId: c.id,
      departmentId: null,
      webhookUrl: hook(`customer-${c.id}`),
    })),
  ];
  await tx.execute(sql`insert into notice_robots (name, kind, customer_id, department_id, webhook_url)
    select name, kind, "customerId", "departmentId", "webhookUrl" from json_to_recordset(${JSON.stringify(robots)}::json)
      as x(name varchar, kind varchar, "customerId" int, "departmentId" int, "webhookUrl" text)`);
  return robots.length;
}
