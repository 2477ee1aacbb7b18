import { casinoGames, providers, slotGames, slotProviders, sportSettings } from '../schema/index.ts';
import {
  DEMO_CASINO_GAMES,
  DEMO_SLOTS,
  DEMO_SPORTS,
  DEMO_STUDIOS,
  DEMO_TRANSFER_PROVIDER,
  DEMO_TRANSFER_SLOTS,
} from './catalogue-data.ts';
import type { SeedContext } from './seed-context.ts';

const gameImage = (code: string) => `/images/games/${code}.svg`;
const providerImage = (code: string) => `/images/providers/${code}.svg`;

/**
 * The built-in game server: one seamless-wallet provider that signs every wallet call it makes, with
 * the code the contract calls DEMO_PROVIDER_CODE (its secret is PROVIDER_HANEUL_SECRET).
 */
const DEMO_PROVIDER_CODE = 'haneul';
const BUILT_IN_PROVIDER = {
  code: DEMO_PROVIDER_CODE,
  nameKo: '하늘 게임 서버',
  nameEn: 'Haneul Game Server',
  walletType: 'seamless' as const,
};

/**
 * Providers, slot providers, slot games, casino games and sports. The studios are the lobby's slot
 * brands; every game of theirs is hosted by the built-in game server, which integrates through the
 * wallet protocol exactly as a third-party provider would (so the sessions it is given are its own).
 */
export async function seedCatalogue({ tx, gamesUrl }: SeedContext): Promise<void> {
  const launchUrl = `${gamesUrl.replace(/\/+$/, '')}/play`;
  await tx
    .insert(providers)
    .values({ ...BUILT_IN_PROVIDER, launchUrl })
    .onConflictDoNothing();
  await seedTransferProvider(tx, launchUrl);
  await tx
    .insert(slotProviders)
    .values(
      DEMO_STUDIOS.map(({ code, nameKo, nameEn }, sort) => ({
        code,
        providerCode: DEMO_PROVIDER_CODE,
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
          providerCode: DEMO_PROVIDER_CODE,
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
        providerCode: DEMO_PROVIDER_CODE,
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
        providerCode: DEMO_PROVIDER_CODE,
        imgUrl: gameImage(sport.code),
        sort,
      })),
    )
    .onConflictDoNothing();
}

/**
 * The transfer-wallet provider, hosted by the same game server (it signs for both codes with the one
 * wallet secret), and its slot studio of the same code, so the lobby's studio opens its games and
 * names the company transfers go to. Its tile reuses the built-in studio's emblem.
 */
async function seedTransferProvider(tx: SeedContext['tx'], launchUrl: string): Promise<void> {
  const { code, nameKo, nameEn } = DEMO_TRANSFER_PROVIDER;
  await tx
    .insert(providers)
    .values({ code, nameKo, nameEn, walletType: 'transfer', launchUrl })
    .onConflictDoNothing();
  await tx
    .insert(slotProviders)
    .values({
      code,
      providerCode: code,
      nameKo,
      nameEn,
      imgUrl: providerImage(code),
      sort: DEMO_STUDIOS.length,
    })
    .onConflictDoNothing();
  await tx
    .insert(slotGames)
    .values(
      DEMO_TRANSFER_SLOTS.map(({ artwork, ...game }, sort) => ({
        ...game,
        providerCode: code,
        slotProviderCode: code,
        imgUrl: gameImage(artwork),
        sort,
      })),
    )
    .onConflictDoNothing();
}
