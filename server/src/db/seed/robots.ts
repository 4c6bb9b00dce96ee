import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { queryRows } from '../rows';
import { DEMO_KEY } from '../../connectors/wecom/fakeRobots';
import { WEBHOOK_PATH } from '../../connectors/wecom/protocol';
import { addDays, monthStart, shanghaiDay } from '../../time';

/**
 * The demo's group robots: the internal groups of the first four operations departments (the demo staff's among
 * them), and the groups of the three customers that spent most last month, posting to `base` (the server's fake
 * robots unless a real webhook base is set). `now`: the seed's time.
 */
export async function seedRobots(tx: Executor, base: string, now: Date): Promise<number> {
  const hook = (name: string) => `${base}${WEBHOOK_PATH}?key=${DEMO_KEY}${name}`;
  const departments = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select id, name from departments where kind = 'operations' order by sort, id limit 4`,
  );
  const customers = await queryRows<{ id: number; name: string }>(
    tx,
    sql`select c.id, c.name from customers c join customer_monthly m on m.customer_id = c.id
      where m.month = ${monthStart(addDays(monthStart(shanghaiDay(now.getTime())), -1))}::date
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
