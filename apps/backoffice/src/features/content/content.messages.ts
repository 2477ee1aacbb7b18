import type { FeatureMessages } from '../../i18n/message-tree';

export const contentMessages: FeatureMessages = {
  ko: {
    resources: {
      notices: {
        name: '공지사항 |||| 공지사항',
        fields: {
          id: '번호',
          title: '제목',
          contents: '내용',
          domains: '노출 도메인',
          published: '게시',
          createdAt: '등록일시',
          updatedAt: '수정일시',
          q: '제목 검색',
        },
      },
      popups: {
        name: '팝업 |||| 팝업',
        fields: {
          id: '번호',
          title: '제목',
          titleColor: '제목 색상',
          contents: '내용 (HTML)',
          domains: '노출 도메인',
          posX: '가로 위치 (px)',
          posY: '세로 위치 (px)',
          active: '사용',
          startsAt: '노출 시작',
          endsAt: '노출 종료',
          createdAt: '등록일시',
          q: '제목 검색',
        },
      },
    },
    content: {
      domainsHelp: '쉼표·세로줄·공백으로 구분, 비우면 모든 사이트',
      plainText: '공지는 일반 텍스트로 표시됩니다 (HTML 미사용)',
      htmlHelp: '허용된 태그만 저장됩니다. script, style, iframe, on* 속성은 제거됩니다.',
      preview: '미리보기',
      previewHelp: '회원 사이트와 같은 방식으로 정리(sanitize)한 결과입니다.',
      scheduleHelp: '비우면 기간 제한 없음',
      always: '항상',
    },
  },
  en: {
    resources: {
      notices: {
        name: 'Notice |||| Notices',
        fields: {
          id: 'No.',
          title: 'Title',
          contents: 'Text',
          domains: 'Domains',
          published: 'Published',
          createdAt: 'Created',
          updatedAt: 'Updated',
          q: 'Search titles',
        },
      },
      popups: {
        name: 'Popup |||| Popups',
        fields: {
          id: 'No.',
          title: 'Title',
          titleColor: 'Title colour',
          contents: 'Content (HTML)',
          domains: 'Domains',
          posX: 'Left (px)',
          posY: 'Top (px)',
          active: 'Active',
          startsAt: 'Shown from',
          endsAt: 'Shown until',
          createdAt: 'Created',
          q: 'Search titles',
        },
      },
    },
    content: {
      domainsHelp: 'Separate with commas, bars or spaces; empty means every site',
      plainText: 'Notices show as plain text (no HTML)',
      htmlHelp: 'Only allowed tags are kept: script, style, iframe and on* attributes are removed.',
      preview: 'Preview',
      previewHelp: 'Sanitized the way the member site renders it.',
      scheduleHelp: 'Empty: no limit',
      always: 'Always',
    },
  },
};
