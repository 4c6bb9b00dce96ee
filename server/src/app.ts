import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Status } from '@adops/common/codes';
import type { AppContext } from './context';
import {
  connectionLost,
  databaseError,
  FOREIGN_KEY_VIOLATION,
  QUERY_CANCELED,
  UNIQUE_VIOLATION,
} from './db/sqlState';
import { drainRequests, sendUnavailable } from './http/draining';
import { errorEnvelope, failure } from './http/envelope';
import { foreignKeyRefusal } from './http/foreignKey';
import { ApiError } from './http/errors';
import { requestLang } from './http/lang';
import { logSerializers, RequestLog } from './http/logging';
import { registerRoutes, type RouteSpec } from './http/route';
import { securityHeaders } from './http/security';
import { isPageRequest, serveConsole } from './http/staticFiles';
import { baseRoutes } from './modules/base/routes';
import { customerResource } from './modules/customer/resource';
import { accountResource } from './modules/account/resource';
import { accountChangeResource } from './modules/accountChange/resource';
import { importRoutes, registerImport } from './modules/import/routes';
import { syncStateRoutes } from './modules/dataCollection/syncState';
import { importHistoryRoutes } from './modules/dataCollection/importHistory';
import { accountHistoryRoutes } from './modules/account/history';
import { balanceResource } from './modules/balance/resource';
import { activeCustomerRoutes } from './modules/activeCustomer/routes';
import { reportRoutes } from './reports/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { exampleChartsRoutes } from './modules/example/charts';
import { operatorRoutes } from './modules/operator/resource';
import { fundRecordResource } from './modules/fundRecord/resource';
import { departmentRoutes } from './modules/department/routes';
import { operationGroupRoutes } from './modules/operationGroup/resource';
import { sessionRoutes } from './modules/session/routes';
import { profileRoutes } from './modules/session/profile';
import { shellRoutes } from './modules/shell/routes';
import { moduleRoutes } from './modules/sys/modules';
import { roleRoutes } from './modules/sys/roles';
import { userRoutes } from './modules/sys/users';
import { moneyRoutes } from './modules/money/routes';
import { workbenchRoutes } from './modules/workbench/routes';
import { thresholdsRoutes } from './modules/thresholds/routes';
import { monitoringRoutes } from './modules/monitoring/routes';
import { scheduledJobRoutes } from './modules/scheduledJob/resource';
import { noticeRobotRoutes } from './modules/noticeRobot/resource';
import { serveFakeRobotsIn } from './modules/noticeRobot/fakeRoute';
import { noticeSendLogRoutes } from './modules/noticeSendLog/resource';
import { noticeTemplateRoutes } from './modules/noticeTemplate/resource';
import { automationLogRoutes } from './modules/automationLog/resource';
import { todayOperationRoutes } from './modules/todayOperation/resource';
import { questionRoutes } from './modules/question/resource';
import { noticeRuleRoutes } from './modules/noticeRule/resource';
import { noticePreviewRoutes } from './modules/noticeRule/preview';
import { ruleTemplateRoutes } from './modules/noticeRule/templates';
import { noticeTotalRoutes } from './modules/noticeTotal/resource';
import { landingFormRoutes } from './modules/landing/forms';
import { landingPageRoutes } from './modules/landing/pages';
import { landingImageRoutes, serveLandingImages } from './modules/landing/images';
import { publicLandingRoutes } from './modules/landing/public';
import { leadRoutes } from './modules/landing/leads';
import { leadRateLimitRoutes } from './modules/landing/rateLimitSettings';
import { leadEmailRoutes } from './modules/leadEmail/settings';
import { leadEmailLogRoutes } from './modules/leadEmail/log';
import { accountCategoryRoutes } from './modules/accountCategory/resource';
import { customerBudgetRoutes } from './modules/customerBudget/resource';
import { contentAccountRoutes } from './modules/contentAccount/resource';
import { contentAccountLogRoutes } from './modules/contentAccount/log';
import { exampleFormRoutes } from './modules/example/form';
import { exampleArticleRoutes } from './modules/example/articles';
import { exampleSheetRoutes } from './modules/example/sheet';

export function apiRoutes(app: AppContext): RouteSpec[] {
  return [
    ...sessionRoutes(app),
    ...profileRoutes(app),
    ...shellRoutes(app),
    ...userRoutes(app),
    ...roleRoutes(app),
    ...moduleRoutes(app),
    ...departmentRoutes(app),
    ...operationGroupRoutes(app),
    ...baseRoutes(app),
    ...customerResource(app),
    ...accountResource(app),
    ...accountChangeResource(app),
    ...importRoutes(app),
    ...syncStateRoutes(app),
    ...importHistoryRoutes(app),
    ...accountHistoryRoutes(app),
    ...fundRecordResource(app),
    ...balanceResource(app),
    ...activeCustomerRoutes(app),
    ...reportRoutes(app),
    ...dashboardRoutes(app),
    ...exampleChartsRoutes(app),
    ...operatorRoutes(app),
    ...moneyRoutes(app),
    ...workbenchRoutes(app),
    ...thresholdsRoutes(app),
    ...monitoringRoutes(app),
    ...scheduledJobRoutes(app),
    ...noticeRobotRoutes(app),
    ...noticeSendLogRoutes(app),
    ...noticeTemplateRoutes(app, 'customer'),
    ...noticeTemplateRoutes(app, 'internal'),
    ...automationLogRoutes(app),
    ...todayOperationRoutes(app),
    ...questionRoutes(app),
    ...noticeRuleRoutes(app),
    ...noticePreviewRoutes(app),
    ...ruleTemplateRoutes(app),
    ...noticeTotalRoutes(app),
    ...landingFormRoutes(app),
    ...landingPageRoutes(app),
    ...landingImageRoutes(app),
    ...leadRoutes(app),
    ...leadRateLimitRoutes(app),
    ...leadEmailRoutes(app),
    ...leadEmailLogRoutes(app),
    ...publicLandingRoutes(app),
    ...accountCategoryRoutes(app),
    ...customerBudgetRoutes(app),
    ...contentAccountRoutes(app),
    ...contentAccountLogRoutes(app),
    ...exampleFormRoutes(),
    ...exampleArticleRoutes(app),
    ...exampleSheetRoutes(),
  ];
}

/** Builds the API server on a database; `listen` is the caller's. */
export async function buildApp(
  app: AppContext,
  options: { logger?: boolean | Exclude<FastifyServerOptions['logger'], boolean | undefined> } = {},
): Promise<FastifyInstance> {
  const { logger = false } = options;
  const fastify = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), serializers: logSerializers },
    logController: new RequestLog(),
    trustProxy: app.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request that comes while the server stops is answered by draining's hook, with the envelope.
    return503OnClosing: false,
  });
  const draining = drainRequests(fastify);
  securityHeaders(fastify);
  fastify.addHook('onClose', async () => app.exportThread?.close());

  fastify.setErrorHandler((error, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof ApiError) return reply.status(200).send(errorEnvelope(error, lang));
    const err = error as { statusCode?: number };
    // Stopped in flight, or cut off from the database: the caller may send it again in a moment.
    if (draining.stopping || connectionLost(error)) {
      request.log.warn({ err: error }, draining.stopping ? 'stopped in flight' : 'database connection lost');
      return sendUnavailable(request, reply);
    }
    const failed = databaseError(error);
    const state = failed?.code;
    if (state === UNIQUE_VIOLATION)
      return reply.status(200).send(failure(Status.CONFLICT, 'duplicate', lang));
    if (state === FOREIGN_KEY_VIOLATION)
      return reply.status(200).send(errorEnvelope(foreignKeyRefusal(failed!), lang));
    if (state === QUERY_CANCELED) {
      request.log.warn('a query ran past its time budget (QUERY_TIMEOUT_SECONDS)');
      return reply.status(200).send(failure(Status.INVALID, 'queryTimeout', lang));
    }
    if (err.statusCode === 413) return reply.status(413).send(failure(Status.INVALID, 'bodyTooLarge', lang));
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Unparseable JSON, a wrong content type and the like: the body is the bad field.
      return reply
        .status(200)
        .send(failure(Status.INVALID, 'invalidField', lang, { field: 'body', reason: '@invalidBody' }));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(Status.SERVER_ERROR, 'serverError', lang));
  });

  const pageFile = app.config.staticDir ? await serveConsole(fastify, app.config.staticDir) : null;
  fastify.setNotFoundHandler((request, reply) => {
    if (pageFile && isPageRequest(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile(pageFile(request.url));
    }
    const path = request.url.split('?')[0]!;
    return reply.status(404).send(failure(Status.NOT_FOUND, 'pathNotFound', requestLang(request), { path }));
  });

  if (app.fakeRobots) await serveFakeRobotsIn(fastify, app.fakeRobots);
  serveLandingImages(fastify, app);
  const routes = apiRoutes(app);
  const uploads = routes.filter((spec) => spec.upload);
  const others = routes.filter((spec) => !spec.upload);
  await registerImport(fastify, app, uploads);
  registerRoutes(fastify, app, others);
  return fastify;
}
