/** English texts of the learning area (merged into the one catalogue by messages.en.ts). */
export const enLearning = {
  // Learning page
  "learning.title": "Learning",
  "learning.subtitle": "Short, friendly courses about your rights, your safety and the world around you. Always free.",
  "learning.tabsLabel": "Course views",
  "learning.tabAll": "All Courses",
  "learning.tabProgress": "My Progress",
  "learning.tabAchievements": "Achievements",
  "learning.limitTitle": "60 minutes a day is plenty!",
  "learning.limitText": "Learn a little every day, for up to 60 minutes. Then take a break: play, rest and spend time with family and friends.",
  "learning.empty": "No courses yet. Check back soon!",
  "learning.progressEmpty": "You haven't started a course yet. Pick one from All Courses and press Start Course.",
  "learning.signInForProgress": "Sign in to see your progress. Your progress is private: only you can see it.",
  "learning.signInForAchievements": "Sign in and start a course to unlock achievements.",
  "learning.signIn": "Sign In",
  "learning.privateNote": "Only you can see your progress.",
  "learning.achievementProgress": "{current} of {goal}",
  "learning.unlocked": "Unlocked",
  "learning.locked": "Locked",

  // Achievements
  "achievement.firstCourse": "First Course",
  "achievement.firstCourseText": "Start your first course.",
  "achievement.quickLearner": "Quick Learner",
  "achievement.quickLearnerText": "Complete 3 lessons in one day.",
  "achievement.curiousMind": "Curious Mind",
  "achievement.curiousMindText": "Enroll in 3 courses.",
  "achievement.dedicatedStudent": "Dedicated Student",
  "achievement.dedicatedStudentText": "Learn 7 days in a row.",
  "achievement.knowledgeSeeker": "Knowledge Seeker",
  "achievement.knowledgeSeekerText": "Complete 5 full courses.",

  // Course card
  "course.startCourse": "Start Course",
  "course.continueLearning": "Continue Learning",
  "course.progressLabel": "Your progress",
  "course.percentDone": "{percent}% complete",

  // Course detail
  "course.back": "Back to courses",
  "course.lessonsTitle": "Lessons",
  "course.noLessons": "The lessons of this course are on their way.",
  "course.lessonNumber": "Lesson {number}",
  "course.openLesson": "Open lesson {number}: {title}",
  "course.closeLesson": "Close lesson {number}: {title}",
  "course.markDone": "Mark as done",
  "course.done": "Done",
  "course.lessonDone": "Lesson complete!",
  "course.courseDone": "Course complete! Well done!",
  "course.enrolled": "You're in! Open the first lesson when you're ready.",
  "course.enrollFailed": "Could not start the course",
  "course.completeFailed": "Could not save your progress",
  "course.signInToStart": "Sign in to start this course and keep track of your progress.",
  "course.notFoundTitle": "Course not found",
  "course.notFoundText": "This course does not exist or is no longer available.",

  // Server messages
  "learning.error.courseNotFound": "This course does not exist or is no longer available.",
  "learning.error.notEnrolled": "Please start the course before completing its lessons.",
  "learning.error.lessonNotFound": "This lesson does not exist in this course.",
} as const;
