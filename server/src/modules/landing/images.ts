import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { Status } from '@adops/common/codes';
import {
  IMAGE_MAX_BYTES,
  IMAGE_URL_PREFIX,
  LANDING_IMAGE_UPLOAD,
  imageUrl,
  type ImageType,
  type LandingImageAnswer,
} from '@adops/common/contract/landing';
import type { AppContext } from '../../context';
import { inLane } from '../../db/lane';
import { landingImages } from '../../db/schema';
import { failure } from '../../http/envelope';
import { invalidField } from '../../http/errors';
import { receiveUpload } from '../../http/upload';
import { requestLang } from '../../http/lang';
import { route, type RouteSpec } from '../../http/route';
import { recordAudit } from '../audit/audit';
import { moduleOf } from '@adops/common/menu';

const PAGES = moduleOf('xhsAppFallPage');

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');

const has = (bytes: Buffer, at: number, magic: Buffer) => magic.equals(bytes.subarray(at, at + magic.length));

/** What the bytes are, by their magic numbers (never the name or the declared type); null if none we take. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  if (has(bytes, 0, JPEG)) return 'image/jpeg';
  if (has(bytes, 0, PNG)) return 'image/png';
  if (has(bytes, 0, RIFF) && has(bytes, 8, WEBP)) return 'image/webp';
  return null;
}

const tooLarge = () => invalidField('file', 'imageTooLarge', { mb: IMAGE_MAX_BYTES / 1024 / 1024 });

/** The uploaded image: 130 naming the file when there is none, it is too large or it is no image we take. */
async function receiveImage(request: FastifyRequest) {
  const missing = () => invalidField('file', 'imageNoFile');
  const { bytes, filename } = await receiveUpload(request, { field: 'file', missing, tooLarge });
  if (!bytes.length) throw missing();
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
  const mime = imageTypeOf(bytes);
  if (!mime) throw invalidField('file', 'imageType');
  return { bytes, mime, filename: filename.slice(0, 200) };
}

/**
 * Image upload for landing pages (module 166): jpg, png or webp by their bytes, at most 2 MB, stored in the
 * database so that every instance serves it. The same bytes uploaded again are the same image.
 */
export function landingImageRoutes(app: AppContext): RouteSpec[] {
  return [
    route({
      ...LANDING_IMAGE_UPLOAD,
      access: PAGES,
      changesAuth: false,
      upload: true,
      async handler({ request, actor, user }): Promise<LandingImageAnswer> {
        const image = await receiveImage(request);
        const sha256 = createHash('sha256').update(image.bytes).digest('hex');
        return app.db.transaction(async (tx) => {
          await tx
            .insert(landingImages)
            .values({
              sha256,
              mime: image.mime,
              size: image.bytes.length,
              bytes: image.bytes,
              filename: image.filename || null,
              createdBy: user.userId,
            })
            .onConflictDoNothing({ target: landingImages.sha256 });
          const [stored] = await tx
            .select({ id: landingImages.id, mime: landingImages.mime, size: landingImages.size })
            .from(landingImages)
            .where(eq(landingImages.sha256, sha256));
          const answer = {
            id: stored!.id,
            url: imageUrl(sha256),
            mime: stored!.mime as ImageType,
            size: stored!.size,
          };
          await recordAudit(tx, actor, {
            action: 'upload',
            entity: 'landingImage',
            entityId: answer.id,
            after: { ...answer, filename: image.filename },
          });
          return answer;
        });
      },
    }),
  ];
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The stored images at `/api/public/landing/image/<sha256>`, without a signature or a session: an `<img>` on the
 * public page cannot sign. Only a digest of the bytes names one, which only the console and a page showing the
 * image give out; the bytes never change under a name, so browsers and proxies keep them.
 */
export function serveLandingImages(fastify: FastifyInstance, app: AppContext) {
  fastify.get(`${IMAGE_URL_PREFIX}:sha256`, (request, reply) =>
    inLane(request.ip, async () => {
      const { sha256 } = request.params as { sha256: string };
      const notFound = () =>
        reply.status(404).send(
          failure(Status.NOT_FOUND, 'pathNotFound', requestLang(request), {
            path: request.url.split('?')[0]!,
          }),
        );
      if (!SHA256.test(sha256)) return notFound();
      const [image] = await app.db
        .select({ mime: landingImages.mime, bytes: landingImages.bytes })
        .from(landingImages)
        .where(eq(landingImages.sha256, sha256));
      if (!image) return notFound();
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    }),
  );
}
