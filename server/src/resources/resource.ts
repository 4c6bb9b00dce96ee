import type { z } from 'zod';
import { endpointsOf } from '@adops/common/contract/endpoints';
import type { AppContext } from '../context';
import type { RouteSpec } from '../http/route';
import { commandRoutes } from './commandRoutes';
import type { ResourceDefinition } from './definition';
import { readRoutes } from './readRoutes';
import { writeRoutes } from './writing';

export type {
  CommandDefinition,
  QueryContext,
  RelatedDefinition,
  ResourceDefinition,
  WriteContext,
} from './definition';

/** The routes of a resource definition: reading, writing, commands and related lists. */
export function resourceRoutes<
  Row extends { id: number },
  F extends z.ZodRawShape,
  S extends z.ZodObject,
  V = undefined,
>(app: AppContext, def: ResourceDefinition<Row, F, S, V>): RouteSpec[] {
  const endpoints = endpointsOf(def.path, def.endpoints);
  return [
    ...readRoutes(app, def, endpoints),
    ...writeRoutes(app, def, endpoints),
    ...commandRoutes(app, def),
  ];
}
