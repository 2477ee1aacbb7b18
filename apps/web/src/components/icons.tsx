import type { SVGProps } from 'react';

/** Line icons drawn for the site (24 px grid, 1.75 stroke); decorative unless labelled by their button. */
const paths = {
  deposit: 'M3 7.5h18v11H3zM3 10.5h18M12 3v6m0 0-2.5-2.5M12 9l2.5-2.5M7 15h3',
  withdraw: 'M3 9.5h18v10H3zM3 12.5h18M12 8V2m0 0L9.5 4.5M12 2l2.5 2.5M14 16.5h3',
  comp: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3.5-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3.5 5-3.5 5-1.5S14 7 12 7Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8.5c.8-3.6 3.8-5.5 7.5-5.5s6.7 1.9 7.5 5.5',
  help: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1v-5Zm16 0h-3v6h2a1 1 0 0 0 1-1v-5Zm-3 6c0 1.5-2 2.5-4.5 2.5',
  notice: 'M4 10v4a1 1 0 0 0 1 1h2l6 4V5L7 9H5a1 1 0 0 0-1 1Zm13-1.5a4 4 0 0 1 0 7M7 15l1.5 5',
  note: 'M3 6h18v12H3zM3 6l9 7 9-7',
  menu: 'M4 6.5h16M4 12h16M4 17.5h16',
  close: 'M6 6l12 12M18 6 6 18',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-9-9h18M12 3c2.5 2.6 3.6 5.6 3.6 9s-1.1 6.4-3.6 9c-2.5-2.6-3.6-5.6-3.6-9S9.5 5.6 12 3Z',
  logout: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10',
  login: 'M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M14 16l4-4-4-4M18 12H8',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  chevronDown: 'M6 9l6 6 6-6',
  coin: 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12v8m-2.5-6.5h3.5a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h3.5',
  cards:
    'M8 3h10a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1ZM4.5 6.5 7 5.8M4.5 6.5l3 13.5 3-.7M13 8.5l-1.5 2.5 1.5 2.5 1.5-2.5z',
  reels: 'M3 5h18v14H3zM9 5v14M15 5v14M5.5 12h1.5M11.25 12h1.5M17 12h1.5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4.5 4.5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5V12l3 2',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13.5 3.3 2.4-1.3 3.9h-4l-1.3-3.9L12 7.5Zm0 0V3.2m3.3 6.7 4.4-1.4M14 13.8l2.7 3.7m-6.7-3.7-2.7 3.7M8.7 9.9 4.3 8.5',
  lock: 'M6 11h12v9H6zm2.5 0V8a3.5 3.5 0 0 1 7 0v3M12 14.5v2',
  ticket: 'M4 6.5h16V10a2 2 0 0 0 0 4v3.5H4V14a2 2 0 0 0 0-4V6.5Zm10.5 0v2m0 3v1m0 3v2',
  userPlus:
    'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8.5c.7-3.4 3.5-5.5 7-5.5 1.4 0 2.7.3 3.8.9M18 14v6m-3-3h6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
