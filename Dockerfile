# Stairway's container image: the web app built in one stage, the server with its production
# dependencies only in the next, on Node 24 LTS (Node 20 reached its end of life in April 2026), as a non-root
# user, configured from the environment only (README "Configuration"). The server runs prebuilt
# (`npm run build:server`: one bundled module, apps/server/dist/main.mjs, which starts in about half the CPU time
# of compiling the TypeScript through tsx at each start; decision 064). Migrations: `npm run db:migrate` (safe from several places at once on PostgreSQL);
# the server also migrates when it starts. Liveness /healthz, readiness /readyz (503 while draining on SIGTERM).
#
#   docker build -t stairway .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e JWT_SECRET=… -e APP_URL=… -e SMTP_URL=… stairway
#
# Without DATABASE_URL the embedded database lives in /data (a volume), for one container at a time.

ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# The workspaces' manifests and the lockfile, all that `npm ci` reads: both stages install from them first,
# so that the dependencies are a cached layer of their own.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server/schema.graphql apps/server/
COPY apps/web apps/web
RUN npm run build -w @stairway/web
COPY apps/server/tsconfig.json apps/server/
COPY apps/server/scripts apps/server/scripts
COPY apps/server/src apps/server/src
RUN npm run build:server

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=manifests /app ./
RUN npm ci --omit=dev --no-audit --no-fund -w @stairway/server -w @stairway/domain \
    && npm cache clean --force
COPY tsconfig.base.json ./
COPY packages/domain/src packages/domain/src
COPY apps/server/tsconfig.json apps/server/
COPY apps/server/src apps/server/src
COPY apps/server/seed-data apps/server/seed-data
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/server/dist apps/server/dist
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm, is process 1: SIGTERM reaches the server, which drains (SHUTDOWN_GRACE_SECONDS). The
# sources stay in the image: the migrations' SQL, the PDF check's worker and the command-line tools (the
# migration Job's `node --import tsx apps/server/src/db/migrate-cli.ts`) run from them.
CMD ["node", "apps/server/dist/main.mjs"]
