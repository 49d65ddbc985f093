# syntax=docker/dockerfile:1
# Salvo: multi-stage build; the runtime image has production dependencies only and runs as the
# unprivileged `node` user. `npm install` (not `npm ci`): see README, "Installing".

ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: compile TypeScript to dist/ -------------------------------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# postinstall: the embedded database's template (scripts/pglite-template.mjs).
COPY scripts/pglite-template.mjs ./scripts/
RUN npm install --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY migrations ./migrations
COPY src ./src
RUN npm run build

# --- production dependencies only ---------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Its postinstall leaves the embedded database's template in node_modules/.cache, so a first start
# without DATABASE_URL loads it instead of running initdb.
COPY scripts/pglite-template.mjs ./scripts/
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime ------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    LOG_FORMAT=json \
    SALVO_DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# The font map pictures are drawn with (no system fonts: the same PNG everywhere).
COPY assets ./assets
# The embedded database's folder, for runs without DATABASE_URL.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations first, as their own step (under an advisory lock, so several replicas may start at
# once), then the server; `exec` replaces the shell, so the server itself receives SIGTERM.
CMD ["sh", "-c", "node dist/scripts/migrate.js run && exec node dist/src/main.js"]
