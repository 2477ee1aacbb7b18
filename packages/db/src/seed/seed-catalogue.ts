import { casinoGames, providers, slotGames, slotProviders, sportSettings } from '../schema/index.ts';
import { DEMO_CASINO_GAMES, DEMO_SLOTS, DEMO_SPORTS, DEMO_STUDIOS } from './catalogue-data.ts';
import type { SeedContext } from './seed-context.ts';

const gameImage = (code: string) => `/images/games/${code}.svg`;
const providerImage = (code: string) => `/images/providers/${code}.svg`;

/**
 * Providers, slot providers, slot games, casino games and sports. Every studio is a seamless-wallet
 * provider launched from the built-in game server, exactly as a third-party one would be.
 */
export async function seedCatalogue({ tx, gamesUrl }: SeedContext): Promise<void> {
  const launchUrl = `${gamesUrl.replace(/\/+$/, '')}/play`;
  await tx
    .insert(providers)
    .values(DEMO_STUDIOS.map((studio) => ({ ...studio, walletType: 'seamless' as const, launchUrl })))
    .onConflictDoNothing();
  await tx
    .insert(slotProviders)
    .values(
      DEMO_STUDIOS.map(({ code, nameKo, nameEn }, sort) => ({
        code,
        providerCode: code,
        nameKo,
        nameEn,
        imgUrl: providerImage(code),
        sort,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(slotGames)
    .values(
      DEMO_STUDIOS.flatMap(({ code: studio }) =>
        DEMO_SLOTS[studio].map((game, sort) => ({
          ...game,
          providerCode: studio,
          slotProviderCode: studio,
          imgUrl: gameImage(game.code),
          sort,
        })),
      ),
    )
    .onConflictDoNothing();
  await tx
    .insert(casinoGames)
    .values(
      DEMO_CASINO_GAMES.map((game, sort) => ({
        ...game,
        providerCode: 'haneul',
        imgUrl: gameImage(game.code),
        sort,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(sportSettings)
    .values(
      DEMO_SPORTS.map((sport, sort) => ({
        ...sport,
        providerCode: 'haneul',
        imgUrl: gameImage(sport.code),
        sort,
      })),
    )
    .onConflictDoNothing();
}
