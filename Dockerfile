# Multi-stage image of the mock server (API, docs and, once built, the web app on one port).
# Build:  docker build -t procurement-mock .     Run:  docker run -p 3000:3000 -e JWT_SECRET=... procurement-mock

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY generated/package.json generated/
COPY server/package.json server/
COPY web/package.json web/
COPY tests/package.json tests/
# `npm install` honours the lock file; `npm ci` trips over optional platform packages npm leaves out of it.
RUN npm install --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS production
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 MOCK_DELAY=template
WORKDIR /app
COPY package.json package-lock.json ./
COPY generated/package.json generated/
COPY server/package.json server/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm install --omit=dev --no-audit --no-fund --workspace server --include-workspace-root=false && npm cache clean --force \
  && mkdir -p node_modules/.cache && chown node:node node_modules/.cache
# The server's bundle (server/dist) and the entry that starts it, not its TypeScript sources: server.mjs runs a
# bundle shipped without sources as it is. The caches (seed snapshot, Node's compile cache) go to
# node_modules/.cache, which the node user may write: from the second start on, a container starts from them.
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/src/server.mjs /app/server/src/bundle-stamp.mjs /app/server/src/file-stamp.mjs server/src/
COPY --from=build /app/generated/openapi.json generated/openapi.json
COPY --from=build /app/web/dis[t] web/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/mock/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/src/server.mjs"]
