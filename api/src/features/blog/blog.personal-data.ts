import type { PersonalDataSection } from '../my-data/personal-data-section';
import { blogRowsOfPerson } from './personal-data.repository';

/** What the blog keeps about a person: the articles they wrote, their comments and their reactions. */
export const blogPersonalData: PersonalDataSection = {
  key: 'blog',
  async collect(db, userId) {
    const { articles, comments, articleReactions, commentReactions } = await blogRowsOfPerson(db, userId);
    return {
      articles,
      comments: comments.map((comment) => ({ ...comment, isHidden: comment.isHidden === 1 })),
      reactions: { articles: articleReactions, comments: commentReactions },
    };
  },
};
