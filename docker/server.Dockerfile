# syntax=docker/dockerfile:1
# The API and realtime server: bundled to JavaScript (server/build.mjs) and run by plain Node as the
# unprivileged `node` user. Build from the repository root: docker build -f docker/server.Dockerfile .
FROM node:20.19.5-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npx -y pnpm@10.34.9 install --frozen-lockfile --filter @site/server... \
 && npx -y pnpm@10.34.9 --filter @site/server run build \
 && npx -y pnpm@10.34.9 --filter @site/server deploy --legacy --prod /out \
 && cp -r server/dist /out/dist

FROM node:20.19.5-bookworm-slim
# TZ: the site's clock, which a container's UTC is not (compose passes SITE_TIME_ZONE; README).
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    SIMULATOR=off \
    TZ=Asia/Shanghai
WORKDIR /srv/server
# pg_dump and pg_restore for dist/backup.js and dist/restore.js (Debian 12's are PostgreSQL 15's, as is
# compose's database: a dump needs a client of the server's major version or newer).
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /out ./
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/front/health',{method:'POST'}).then(r=>r.json()).then(a=>process.exit(a.code===200?0:1),()=>process.exit(1))"]
# SIGTERM: the server stops accepting, finishes what is in flight and closes (src/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/main.js"]
