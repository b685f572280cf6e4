# syntax=docker/dockerfile:1
# The console and the player, built once and served by nginx, which also spreads the API and the realtime
# socket over the server replicas. config.json is written from the environment at each start.
# Build from the repository root: docker build -f docker/web.Dockerfile .
FROM node:20.19.5-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npx -y pnpm@10.34.9 install --frozen-lockfile --filter @site/console... --filter @site/player... \
 && npx -y pnpm@10.34.9 run build

FROM nginx:1.27.5-alpine
COPY --from=build /src/console/dist /usr/share/site/console
COPY --from=build /src/player/dist /usr/share/site/player
# The official image turns /etc/nginx/templates/*.template into conf.d with the environment filled in,
# and runs /docker-entrypoint.d/*.sh before nginx.
COPY docker/nginx/site.conf.template /etc/nginx/templates/default.conf.template
COPY docker/nginx/40-config-json.sh /docker-entrypoint.d/40-config-json.sh
RUN chmod +x /docker-entrypoint.d/40-config-json.sh \
 && chown -R nginx:nginx /usr/share/site /var/cache/nginx /etc/nginx/conf.d \
 && touch /var/run/nginx.pid && chown nginx:nginx /var/run/nginx.pid
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/nginx-health"]
