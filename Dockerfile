# syntax=docker/dockerfile:1
# Portal do Formando: the production image (decision 132). `docker compose up` (compose.yaml) runs it as two
# nodes on PostgreSQL and an S3-compatible store behind nginx; alone it runs on the embedded store in /data.

# ---- build: every dependency (dev included), then the web app and the compiled API -------------------------
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/api apps/api
COPY apps/web apps/web
COPY scripts scripts
RUN npm run build

# ---- runtime: production dependencies only, the build, no sources, no compiler ----------------------------
FROM node:20-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# sharp and @node-rs/argon2 install their prebuilt linux binaries here (glibc: the slim image, not alpine).
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only: a node waiting for its database is not restarted for it (readiness is the proxy's concern).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
