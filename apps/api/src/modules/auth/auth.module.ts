import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client';
import type { StopListening } from '../../db/notifications';
import type { AfterAnswer } from '../../lib/after-answer';
import type { AttemptStore } from '../../lib/attempt-limiter';
import type { DataCipher } from '../../lib/data-cipher';
import { fail } from '../../lib/envelope';
import type { MailSender } from '../../lib/mail/mailer';
import { accountDeletionRoutes } from '../account-deletion/account-deletion.routes';
import { createAccountDeletionService } from '../account-deletion/account-deletion.service';
import { accountRoutes } from './account.routes';
import { createAccountService, type AccountService } from './account.service';
import { createAuthLimits } from './auth-limits';
import { AUTH_ANSWERS } from '@aabhushan/shared/schemas/auth-answers';
import { authRoutes } from './auth.routes';
import { createAuthService, type AuthService } from './auth.service';
import { createOneTimeTokens } from './one-time-tokens.service';
import { createRefreshTokensRepository } from './refresh-tokens.repository';
import { createSessionLiveness, SESSION_REVOKED_CHANNEL, type SessionLiveness } from './session-liveness';
import { type HttpsCheck } from './session-cookie';
import { createSessionsService, type SessionsService } from './sessions.service';
import { createUsersRepository } from './users.repository';

export interface AuthModuleOptions {
  db: Database;
  mailer: MailSender;
  /** Did this request reach the store over HTTPS? Decides the refresh cookie's name and Secure flag (session-cookie.ts). */
  isHttps: HttpsCheck;
  /** Base of e-mailed links (lib/public-origin.ts): never the request's Host header. */
  storeOrigin: string;
  /** Keys the stand-in userId send-otp answers for an unknown e-mail. */
  jwtSecret: string;
  /** The memory of live sessions the auth plugin reads: told of each session ended here. */
  liveness: SessionLiveness;
  /** Sign-in codes and reset links go out after the answer (lib/after-answer.ts). */
  afterAnswer: AfterAnswer;
  /**
   * The data key's cipher: the account's phone, date of birth, area and PIN are stored sealed
   * (users.repository.ts), and deleting an account re-seals its kept orders' addresses without them.
   */
  cipher: DataCipher;
  /** Where the sign-in and mail limits count: this process, or Redis for every instance (auth-limits.ts). */
  attempts: AttemptStore;
}

export interface AuthModuleContext {
  auth: AuthService;
  account: AccountService;
  sessions: SessionsService;
  isHttps: HttpsCheck;
  requireXhr: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  storeOrigin: string;
}

/**
 * Is the session (refresh-token family) still live? Asked by the auth plugin for every bearer:
 * remembered while the database's notices of ended sessions are heard (session-liveness.ts).
 */
export async function createSessionCheck(database: DatabaseHandle): Promise<{ liveness: SessionLiveness; stop: StopListening }> {
  const refreshTokens = createRefreshTokensRepository(database.db);
  const liveness = createSessionLiveness((sessionId) => refreshTokens.isFamilyLive(sessionId));
  const stop = await database.listen(SESSION_REVOKED_CHANNEL, liveness.feed);
  return { liveness, stop };
}

/** Wires the accounts module: repositories, services and the route files (deletion included). */
export async function authModule(app: FastifyInstance, { db, mailer, isHttps, storeOrigin, jwtSecret, liveness, afterAnswer, cipher, attempts }: AuthModuleOptions) {
  const limits = createAuthLimits(attempts);
  const users = createUsersRepository(db, cipher);
  const sessions = createSessionsService({ refreshTokens: createRefreshTokensRepository(db), users, accessTokens: app.accessTokens, onEnded: liveness.forget });
  const tokens = createOneTimeTokens(db);
  const auth = createAuthService({ users, sessions, tokens, mailer, limits, log: app.log, jwtSecret, afterAnswer });
  const account = createAccountService({ users, sessions, tokens, mailer, limits, log: app.log, afterAnswer });

  const requireXhr = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') await reply.status(403).send(fail(AUTH_ANSWERS.xhrRequired));
  };

  const context: AuthModuleContext = { auth, account, sessions, isHttps, requireXhr, storeOrigin };
  await authRoutes(app, context);
  await accountRoutes(app, context);
  const deletion = createAccountDeletionService({ db, cipher, limits, forgetSessions: liveness.forget });
  await accountDeletionRoutes(app, { deletion, isHttps });
}
